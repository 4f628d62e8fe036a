export { LeaveMessageDialog, type LeaveMessageDialogProps, type LeaveMessageFieldError } from './LeaveMessageDialog.tsx';
export { LEAVE_MESSAGE_LIMITS, leaveMessageSchema, cleanLeaveMessage, type LeaveMessageValues } from './leaveMessageSchema.ts';
