// Messages of the input schemas (zod) that have no group constant of their own (issue 21): the API answers them in
// its 400s, so en.json's server_text holds them and every language translates them.

/** Refusals of the wire schemas' own checks. */
export const SCHEMA_TEXT = {
  usePerpagePageindexOffset: "Use perPage:pageIndex:offset",
  writeAComment: "Write a comment",
  giveYourRequestATitle: "Give your request a title",
  typeAtLeastOneCharacterTo: "Type at least one character to search",
  estimateValueIsRequired: "Estimate value is required",
  estimateNameIsRequired: "Estimate name is required",
  labelNameIsRequired: "Label name is required",
  onlyAZ09And: "Only a-z, 0-9, - and _ are allowed in a workspace URL",
  workspaceNameIsRequired: "Workspace name is required",
  emailIsRequired: "Email is required",
  usePerpagePage0: "Use perPage:page:0",
  stateNameIsRequired: "State name is required",
  useUpdatedAtId: "Use <updated_at>,<id>",
} as const;
