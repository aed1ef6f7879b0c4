import { graphql } from '../../gql';

/** A process's roommate questionnaire, as the questionnaire card shows and edits it. */
export const QUESTIONNAIRE_FIELDS = graphql(`
  fragment QuestionnaireCard_process on SelectionProcess {
    id
    status
    questionnaire {
      key
      label
      kind
      choices
      weight
      dealbreaker
    }
  }
`);

/** A draft's questionnaire, replaced whole. */
export const SET_QUESTIONNAIRE = graphql(`
  mutation AdminSetRoommateQuestionnaire($processId: ID!, $questions: [RoommateQuestionInput!]!) {
    setRoommateQuestionnaire(processId: $processId, questions: $questions) {
      ...QuestionnaireCard_process
    }
  }
`);
