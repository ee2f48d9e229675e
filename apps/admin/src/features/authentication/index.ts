// The console's Authentication page (sign-up and sign-in methods).
export { AuthenticationRoute } from './routes/authentication.route';
