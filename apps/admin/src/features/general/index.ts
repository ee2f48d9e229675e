// The console's General page.
export { GeneralRoute } from './routes/general.route';
