// The home area (issue 16): the home dashboard and the stickies page. Routes are loaded by the router by path.
export { StickyCard } from './components/StickyCard';
export { STICKY_COLORS, stickyColor } from './hooks/sticky-colors';
