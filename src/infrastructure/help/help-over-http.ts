import { overHttp } from '../shared/over-http';
import type { HelpGateways } from './help.module';
import { HttpHelpContentGateway } from './http-help-content-gateway';
import { HttpHelpFeedbackGateway } from './http-help-feedback-gateway';

export const helpOverHttp: HelpGateways = {
  content: overHttp(HttpHelpContentGateway),
  feedback: overHttp(HttpHelpFeedbackGateway),
};
