export { QualificationPanel, type QualificationPanelProps, type ShopQualification } from './QualificationPanel.tsx';
