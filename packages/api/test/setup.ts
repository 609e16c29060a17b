import { guardConsole } from '../../../tooling/jest-console-guard';

// A test during which RTK Query warned of a lost cache write fails (tooling/jest-console-guard.ts).
guardConsole();
