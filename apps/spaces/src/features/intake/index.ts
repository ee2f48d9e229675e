// The spaces viewer's public request form (issue 20): /issues/:anchor/intake.
export { IntakeRoute } from './routes/intake.route';
