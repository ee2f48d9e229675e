// The console's Single sign-on page.
export { SsoRoute } from './routes/sso.route';
