export { type ReconcileReport, reconcilePipelineOnce } from './pipeline-reconciler';
export { startReconcilerService } from './reconciler-service';
