export { NotFoundRoute } from './routes/not-found.route';
