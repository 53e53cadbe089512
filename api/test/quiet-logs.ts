// In the test runner a request line per request would bury the failures: warnings and errors only,
// unless LOG_LEVEL says otherwise. Set here, in the test process, so the API processes a test starts
// (which inherit its environment) still log at their own default.
import { logger } from '../src/common/logger';

if (!process.env.LOG_LEVEL) logger.level = 'warn';
