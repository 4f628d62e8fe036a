export { Section, type SectionMore, type SectionProps } from './Section.tsx';
