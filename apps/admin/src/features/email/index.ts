// The console's Email page (SMTP settings and the test mail).
export { EmailRoute } from './routes/email.route';
