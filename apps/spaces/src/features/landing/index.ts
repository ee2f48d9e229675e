export { LandingRoute } from './routes/landing.route';
