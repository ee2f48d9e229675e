// The console's Images page.
export { ImagesRoute } from './routes/images.route';
