export { ANALYSIS_TIME_LIMIT_MS, type AnalysisServiceOptions, startAnalysisService } from './analysis-service';
