// What other areas may use (light: paths, and the work item's "Pages" section loaded on first render).
export { pagesPath, pagePath } from './paths';
export { WorkItemPages } from './components/work-item-pages.lazy';
// A page's emoji / icon logo (the page-editor's component; light: icons only), for the sidebar's favorites.
export { PageLogo } from './detail/components/PageLogo';
