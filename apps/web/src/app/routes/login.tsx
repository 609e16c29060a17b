import { LoginPage } from '../../features/auth/login-page';

export default LoginPage;
