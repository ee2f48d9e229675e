export { BoardRoute, BoardUnavailable } from './routes/board.route';
