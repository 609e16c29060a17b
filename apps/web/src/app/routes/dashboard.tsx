import { DashboardPage } from '../../features/auth/dashboard-page';

export default DashboardPage;
