import { tsJestProject } from '../../tooling/jest-preset';

export default tsJestProject('web', { testEnvironment: 'jsdom' });
