export { Cluster, type ClusterProps } from './Cluster.tsx';
