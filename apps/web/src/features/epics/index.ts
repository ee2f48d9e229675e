// What other areas may use (paths only: the screens are routes).
export { epicsPath, epicPath } from './paths';
