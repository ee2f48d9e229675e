export { InvitationList } from './components/InvitationList';
export { InviteEmailsForm } from './components/InviteEmailsForm';
export { invitationCommands } from './commands';
