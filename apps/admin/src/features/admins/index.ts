// The console's Admins page.
export { AdminsRoute } from './routes/admins.route';
