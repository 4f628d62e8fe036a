export { Toaster } from './Toaster.tsx';
export { toast } from './toast.ts';
