// What other areas may use (no stylesheet, nothing heavy: the workspace sidebar imports it at start-up).
export { cyclesPath, cyclePath, archivedCyclesPath, workspaceCyclesPath } from './paths';
