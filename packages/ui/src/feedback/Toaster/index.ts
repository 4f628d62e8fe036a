export { Toaster, type ToasterProps } from './Toaster.tsx';
export { toast } from './toast.ts';
