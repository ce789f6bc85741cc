import type { HelpCentreService } from '../../application/help/help-centre-service';
import type { HelpFeedbackService } from '../../application/help/help-feedback-service';
import type { HelpSuggestionsService } from '../../application/help/help-suggestions-service';
import { HelpTokens } from '../../application/help/tokens';
import { useService } from '../shared/container';

export const useHelpCentre = () => useService<HelpCentreService>(HelpTokens.HelpCentreService);
export const useHelpSuggestions = () => useService<HelpSuggestionsService>(HelpTokens.HelpSuggestionsService);
export const useHelpFeedback = () => useService<HelpFeedbackService>(HelpTokens.HelpFeedbackService);
