export { type AllServices, startAllServices } from './all-services';
export { SAMPLE_DOCUMENTS, SAMPLES_DIR, type SampleDocument } from './demo/sample-documents';
