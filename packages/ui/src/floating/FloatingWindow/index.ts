export { FloatingWindow, type FloatingWindowProps } from './FloatingWindow.tsx';
export { serviceContact, type ServiceConfig, type ServiceContact, type ServiceType } from './serviceContact.ts';
