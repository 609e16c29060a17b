import { tsJestProject } from '../../tooling/jest-preset';

export default tsJestProject('online-logs');
