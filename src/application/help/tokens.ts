export const HelpTokens = {
  HelpContentGateway: Symbol.for('help.HelpContentGateway'),
  HelpFeedbackGateway: Symbol.for('help.HelpFeedbackGateway'),
  PreloadedHelpCategories: Symbol.for('help.PreloadedHelpCategories'),
  HelpCentreService: Symbol.for('help.HelpCentreService'),
  HelpSuggestionsService: Symbol.for('help.HelpSuggestionsService'),
  HelpFeedbackService: Symbol.for('help.HelpFeedbackService'),
} as const;
