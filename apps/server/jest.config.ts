import { tsJestProject } from '../../tooling/jest-preset';

export default tsJestProject('server');
