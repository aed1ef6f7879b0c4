/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query StudentSelectionClassmate($enrollmentId: String!) {\n    selectionClassmate(enrollmentId: $enrollmentId) {\n      name\n      enrollmentId\n    }\n  }\n": typeof types.StudentSelectionClassmateDocument,
    "\n  fragment StudentMySelection on MySelection {\n    processId\n    processName\n    hostels\n    lotteryNumber\n    slot\n    slotStartsAt\n    groupSlotStartsAt\n    closesAt\n    state\n    group {\n      ...StudentSelectionGroup\n    }\n    invitations {\n      groupId\n      leaderName\n      leaderEnrollmentId\n      members\n    }\n    maxGroupSize\n    now\n  }\n": typeof types.StudentMySelectionFragmentDoc,
    "\n  fragment StudentSelectionGroup on SelectionGroup {\n    id\n    isLeader\n    leader {\n      id\n      name\n      enrollmentId\n      status\n    }\n    members {\n      id\n      name\n      enrollmentId\n      status\n    }\n    invited {\n      id\n      name\n      enrollmentId\n      status\n    }\n  }\n": typeof types.StudentSelectionGroupFragmentDoc,
    "\n  query StudentMySelection {\n    mySelection {\n      ...StudentMySelection\n    }\n  }\n": typeof types.StudentMySelectionDocument,
    "\n  fragment StudentSelectionNow on SelectionNow {\n    processId\n    processName\n    hostels\n    selectingThrough\n    nextSlot\n    nextSlotAt\n    slots\n    closesAt\n    closed\n    now\n  }\n": typeof types.StudentSelectionNowFragmentDoc,
    "\n  query StudentSelectionNow {\n    selectionNow {\n      ...StudentSelectionNow\n    }\n  }\n": typeof types.StudentSelectionNowDocument,
    "\n  mutation FormSelectionGroup($members: [GroupMemberInput!]!) {\n    formSelectionGroup(members: $members) {\n      ...StudentSelectionGroup\n    }\n  }\n": typeof types.FormSelectionGroupDocument,
    "\n  mutation AnswerSelectionGroupInvitation($groupId: ID!, $accept: Boolean!) {\n    answerSelectionGroupInvitation(groupId: $groupId, accept: $accept) {\n      ...StudentMySelection\n    }\n  }\n": typeof types.AnswerSelectionGroupInvitationDocument,
    "\n  mutation LeaveSelectionGroup {\n    leaveSelectionGroup {\n      ...StudentMySelection\n    }\n  }\n": typeof types.LeaveSelectionGroupDocument,
    "\n  fragment StudentRoommateProfile on RoommateProfile {\n    processId\n    questions {\n      key\n      label\n      kind\n      choices\n      weight\n      dealbreaker\n    }\n    answers {\n      key\n      value\n    }\n    answered\n    discoverable\n    shared\n    editableUntil\n    editable\n  }\n": typeof types.StudentRoommateProfileFragmentDoc,
    "\n  query StudentRoommateProfile {\n    myRoommateProfile {\n      ...StudentRoommateProfile\n    }\n  }\n": typeof types.StudentRoommateProfileDocument,
    "\n  mutation StudentSaveRoommateProfile($input: RoommateProfileInput!) {\n    saveRoommateProfile(input: $input) {\n      ...StudentRoommateProfile\n    }\n  }\n": typeof types.StudentSaveRoommateProfileDocument,
    "\n  mutation StudentDeleteRoommateProfile {\n    deleteRoommateProfile\n  }\n": typeof types.StudentDeleteRoommateProfileDocument,
    "\n  query StudentRoommateSuggestions($filters: [RoommateAnswerInput!]) {\n    roommateSuggestions(filters: $filters) {\n      name\n      enrollmentId\n      score\n      explanation\n      answers {\n        key\n        value\n      }\n    }\n  }\n": typeof types.StudentRoommateSuggestionsDocument,
    "\n  mutation StudentInviteSuggestedRoommate($enrollmentId: String!) {\n    inviteSuggestedRoommate(enrollmentId: $enrollmentId) {\n      ...StudentSelectionGroup\n    }\n  }\n": typeof types.StudentInviteSuggestedRoommateDocument,
    "\n  mutation StudentApplyOutpass($input: OutpassInput!) {\n    applyOutpass(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.StudentApplyOutpassDocument,
    "\n  fragment StudentParcel on Parcel {\n    id\n    status\n    hostelName\n    courier\n    trackingNumber\n    shelf\n    perishable\n    loggedAt\n    collectedAt\n    handedOverByName\n    returnedAt\n    pass {\n      token\n      code\n      qrSvg\n      expiresAt\n    }\n  }\n": typeof types.StudentParcelFragmentDoc,
    "\n  query StudentMyParcels {\n    myParcels {\n      ...StudentParcel\n    }\n  }\n": typeof types.StudentMyParcelsDocument,
    "\n  subscription StudentParcelChanged {\n    parcelChanged\n  }\n": typeof types.StudentParcelChangedDocument,
    "\n  query StudentMyProfile {\n    me {\n      id\n      name\n      email\n      enrollmentId\n      phoneNumber\n      dob\n      address\n      gender\n      guardianName\n      guardianEmail\n      guardianPhone\n      emailNotifications\n    }\n  }\n": typeof types.StudentMyProfileDocument,
    "\n  fragment StudentOutpassItem on Outpass {\n    id\n    reason\n    description\n    createdAt\n    status\n    where\n    dateOfArrival\n    expectedReturnAt\n    decisionReason\n    decidedAt\n    cancelledAt\n    outAt\n    returnedAt\n    overdueAt\n    returnedLate\n    guardianConsent\n    guardianAnsweredAt\n  }\n": typeof types.StudentOutpassItemFragmentDoc,
    "\n  query StudentMyOutpasses {\n    myOutpasses {\n      total\n      approved\n      pending\n      rejected\n      cancelled\n      items {\n        ...StudentOutpassItem\n      }\n    }\n  }\n": typeof types.StudentMyOutpassesDocument,
    "\n  subscription StudentMyOutpassUpdates {\n    myOutpassUpdates {\n      ...StudentOutpassItem\n    }\n  }\n": typeof types.StudentMyOutpassUpdatesDocument,
    "\n  mutation StudentCancelOutpass($id: ID!) {\n    cancelOutpass(id: $id) {\n      ...StudentOutpassItem\n    }\n  }\n": typeof types.StudentCancelOutpassDocument,
    "\n  query StudentGatePass($outpassId: ID!) {\n    gatePass(outpassId: $outpassId) {\n      outpassId\n      code\n      qrSvg\n      expiresAt\n    }\n  }\n": typeof types.StudentGatePassDocument,
    "\n  mutation StudentUpdateMySettings($input: MySettingsInput!) {\n    updateMySettings(input: $input) {\n      id\n      guardianName\n      guardianEmail\n      guardianPhone\n      emailNotifications\n    }\n  }\n": typeof types.StudentUpdateMySettingsDocument,
    "\n  query StudentMyYears {\n    currentAcademicYear {\n      id\n      name\n    }\n    myPastYears {\n      name\n      openedAt\n      closedAt\n      allocation {\n        hostel\n        roomNumber\n        bed\n      }\n      roomRequests {\n        id\n        status\n      }\n      outpasses {\n        id\n        status\n      }\n    }\n  }\n": typeof types.StudentMyYearsDocument,
    "\n  fragment StudentRepairJob on RepairJob {\n    id\n    status\n    category\n    description\n    urgency\n    priority\n    mayEnter\n    hostelName\n    roomNumber\n    commonArea\n    assigneeName\n    dueAt\n    overdue\n    createdAt\n    fixedAt\n    closedAt\n    canCancel\n    reopenUntil\n    photos {\n      id\n      url\n      width\n      height\n      sentByName\n      fromReporter\n    }\n    comments {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n": typeof types.StudentRepairJobFragmentDoc,
    "\n  query StudentMyRepairJobs {\n    myRepairJobs {\n      ...StudentRepairJob\n    }\n  }\n": typeof types.StudentMyRepairJobsDocument,
    "\n  query StudentRepairJob($id: ID!) {\n    repairJob(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n": typeof types.StudentRepairJobDocument,
    "\n  subscription StudentRepairChanged {\n    repairChanged\n  }\n": typeof types.StudentRepairChangedDocument,
    "\n  query StudentRepairRoom {\n    myRoom {\n      room {\n        id\n        number\n        hostelName\n      }\n    }\n  }\n": typeof types.StudentRepairRoomDocument,
    "\n  mutation StudentCancelRepair($id: ID!) {\n    cancelRepair(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n": typeof types.StudentCancelRepairDocument,
    "\n  mutation StudentConfirmRepair($id: ID!) {\n    confirmRepair(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n": typeof types.StudentConfirmRepairDocument,
    "\n  mutation StudentReopenRepair($id: ID!, $note: String) {\n    reopenRepair(id: $id, note: $note) {\n      ...StudentRepairJob\n    }\n  }\n": typeof types.StudentReopenRepairDocument,
    "\n  mutation StudentCommentOnRepair($id: ID!, $body: String!) {\n    commentOnRepair(id: $id, body: $body) {\n      ...StudentRepairJob\n    }\n  }\n": typeof types.StudentCommentOnRepairDocument,
    "\n  query StudentHostels {\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n      totalRooms\n      availableRooms\n      amenities\n    }\n    mySelectionWindows {\n      ...StudentHostelWindow\n    }\n  }\n": typeof types.StudentHostelsDocument,
    "\n  fragment StudentHostelWindow on SelectionWindowState {\n    hostelId\n    hostelName\n    state\n    opensAt\n    closesAt\n    enrollmentPrefixes\n    processName\n    now\n  }\n": typeof types.StudentHostelWindowFragmentDoc,
    "\n  subscription StudentHostelWindowChanged($hostel: String!) {\n    selectionWindowChanged(hostel: $hostel) {\n      ...StudentHostelWindow\n    }\n  }\n": typeof types.StudentHostelWindowChangedDocument,
    "\n  fragment StudentVisit on Visit {\n    id\n    status\n    hostelName\n    visitorName\n    visitorPhone\n    relation\n    day\n    expectedFrom\n    expectedTo\n    overnight\n    walkIn\n    commonRoomOnly\n    askExpiresAt\n    decidedByName\n    decisionNote\n    signedInAt\n    signedOutAt\n    overstayed\n    canCancel\n    pass {\n      code\n      qrSvg\n    }\n  }\n": typeof types.StudentVisitFragmentDoc,
    "\n  query StudentMyVisits {\n    myVisits {\n      ...StudentVisit\n    }\n  }\n": typeof types.StudentMyVisitsDocument,
    "\n  query StudentVisitorRules {\n    visitorRules {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n      overnightLeaveBy\n    }\n  }\n": typeof types.StudentVisitorRulesDocument,
    "\n  subscription StudentVisitChanged {\n    visitChanged\n  }\n": typeof types.StudentVisitChangedDocument,
    "\n  mutation StudentRegisterVisitor($input: RegisterVisitorInput!) {\n    registerVisitor(input: $input) {\n      ...StudentVisit\n    }\n  }\n": typeof types.StudentRegisterVisitorDocument,
    "\n  mutation StudentCancelVisit($id: ID!) {\n    cancelVisit(id: $id) {\n      ...StudentVisit\n    }\n  }\n": typeof types.StudentCancelVisitDocument,
    "\n  mutation StudentAnswerWalkIn($id: ID!, $accept: Boolean!) {\n    answerWalkIn(id: $id, accept: $accept) {\n      ...StudentVisit\n    }\n  }\n": typeof types.StudentAnswerWalkInDocument,
};
const documents: Documents = {
    "\n  query StudentSelectionClassmate($enrollmentId: String!) {\n    selectionClassmate(enrollmentId: $enrollmentId) {\n      name\n      enrollmentId\n    }\n  }\n": types.StudentSelectionClassmateDocument,
    "\n  fragment StudentMySelection on MySelection {\n    processId\n    processName\n    hostels\n    lotteryNumber\n    slot\n    slotStartsAt\n    groupSlotStartsAt\n    closesAt\n    state\n    group {\n      ...StudentSelectionGroup\n    }\n    invitations {\n      groupId\n      leaderName\n      leaderEnrollmentId\n      members\n    }\n    maxGroupSize\n    now\n  }\n": types.StudentMySelectionFragmentDoc,
    "\n  fragment StudentSelectionGroup on SelectionGroup {\n    id\n    isLeader\n    leader {\n      id\n      name\n      enrollmentId\n      status\n    }\n    members {\n      id\n      name\n      enrollmentId\n      status\n    }\n    invited {\n      id\n      name\n      enrollmentId\n      status\n    }\n  }\n": types.StudentSelectionGroupFragmentDoc,
    "\n  query StudentMySelection {\n    mySelection {\n      ...StudentMySelection\n    }\n  }\n": types.StudentMySelectionDocument,
    "\n  fragment StudentSelectionNow on SelectionNow {\n    processId\n    processName\n    hostels\n    selectingThrough\n    nextSlot\n    nextSlotAt\n    slots\n    closesAt\n    closed\n    now\n  }\n": types.StudentSelectionNowFragmentDoc,
    "\n  query StudentSelectionNow {\n    selectionNow {\n      ...StudentSelectionNow\n    }\n  }\n": types.StudentSelectionNowDocument,
    "\n  mutation FormSelectionGroup($members: [GroupMemberInput!]!) {\n    formSelectionGroup(members: $members) {\n      ...StudentSelectionGroup\n    }\n  }\n": types.FormSelectionGroupDocument,
    "\n  mutation AnswerSelectionGroupInvitation($groupId: ID!, $accept: Boolean!) {\n    answerSelectionGroupInvitation(groupId: $groupId, accept: $accept) {\n      ...StudentMySelection\n    }\n  }\n": types.AnswerSelectionGroupInvitationDocument,
    "\n  mutation LeaveSelectionGroup {\n    leaveSelectionGroup {\n      ...StudentMySelection\n    }\n  }\n": types.LeaveSelectionGroupDocument,
    "\n  fragment StudentRoommateProfile on RoommateProfile {\n    processId\n    questions {\n      key\n      label\n      kind\n      choices\n      weight\n      dealbreaker\n    }\n    answers {\n      key\n      value\n    }\n    answered\n    discoverable\n    shared\n    editableUntil\n    editable\n  }\n": types.StudentRoommateProfileFragmentDoc,
    "\n  query StudentRoommateProfile {\n    myRoommateProfile {\n      ...StudentRoommateProfile\n    }\n  }\n": types.StudentRoommateProfileDocument,
    "\n  mutation StudentSaveRoommateProfile($input: RoommateProfileInput!) {\n    saveRoommateProfile(input: $input) {\n      ...StudentRoommateProfile\n    }\n  }\n": types.StudentSaveRoommateProfileDocument,
    "\n  mutation StudentDeleteRoommateProfile {\n    deleteRoommateProfile\n  }\n": types.StudentDeleteRoommateProfileDocument,
    "\n  query StudentRoommateSuggestions($filters: [RoommateAnswerInput!]) {\n    roommateSuggestions(filters: $filters) {\n      name\n      enrollmentId\n      score\n      explanation\n      answers {\n        key\n        value\n      }\n    }\n  }\n": types.StudentRoommateSuggestionsDocument,
    "\n  mutation StudentInviteSuggestedRoommate($enrollmentId: String!) {\n    inviteSuggestedRoommate(enrollmentId: $enrollmentId) {\n      ...StudentSelectionGroup\n    }\n  }\n": types.StudentInviteSuggestedRoommateDocument,
    "\n  mutation StudentApplyOutpass($input: OutpassInput!) {\n    applyOutpass(input: $input) {\n      id\n      status\n    }\n  }\n": types.StudentApplyOutpassDocument,
    "\n  fragment StudentParcel on Parcel {\n    id\n    status\n    hostelName\n    courier\n    trackingNumber\n    shelf\n    perishable\n    loggedAt\n    collectedAt\n    handedOverByName\n    returnedAt\n    pass {\n      token\n      code\n      qrSvg\n      expiresAt\n    }\n  }\n": types.StudentParcelFragmentDoc,
    "\n  query StudentMyParcels {\n    myParcels {\n      ...StudentParcel\n    }\n  }\n": types.StudentMyParcelsDocument,
    "\n  subscription StudentParcelChanged {\n    parcelChanged\n  }\n": types.StudentParcelChangedDocument,
    "\n  query StudentMyProfile {\n    me {\n      id\n      name\n      email\n      enrollmentId\n      phoneNumber\n      dob\n      address\n      gender\n      guardianName\n      guardianEmail\n      guardianPhone\n      emailNotifications\n    }\n  }\n": types.StudentMyProfileDocument,
    "\n  fragment StudentOutpassItem on Outpass {\n    id\n    reason\n    description\n    createdAt\n    status\n    where\n    dateOfArrival\n    expectedReturnAt\n    decisionReason\n    decidedAt\n    cancelledAt\n    outAt\n    returnedAt\n    overdueAt\n    returnedLate\n    guardianConsent\n    guardianAnsweredAt\n  }\n": types.StudentOutpassItemFragmentDoc,
    "\n  query StudentMyOutpasses {\n    myOutpasses {\n      total\n      approved\n      pending\n      rejected\n      cancelled\n      items {\n        ...StudentOutpassItem\n      }\n    }\n  }\n": types.StudentMyOutpassesDocument,
    "\n  subscription StudentMyOutpassUpdates {\n    myOutpassUpdates {\n      ...StudentOutpassItem\n    }\n  }\n": types.StudentMyOutpassUpdatesDocument,
    "\n  mutation StudentCancelOutpass($id: ID!) {\n    cancelOutpass(id: $id) {\n      ...StudentOutpassItem\n    }\n  }\n": types.StudentCancelOutpassDocument,
    "\n  query StudentGatePass($outpassId: ID!) {\n    gatePass(outpassId: $outpassId) {\n      outpassId\n      code\n      qrSvg\n      expiresAt\n    }\n  }\n": types.StudentGatePassDocument,
    "\n  mutation StudentUpdateMySettings($input: MySettingsInput!) {\n    updateMySettings(input: $input) {\n      id\n      guardianName\n      guardianEmail\n      guardianPhone\n      emailNotifications\n    }\n  }\n": types.StudentUpdateMySettingsDocument,
    "\n  query StudentMyYears {\n    currentAcademicYear {\n      id\n      name\n    }\n    myPastYears {\n      name\n      openedAt\n      closedAt\n      allocation {\n        hostel\n        roomNumber\n        bed\n      }\n      roomRequests {\n        id\n        status\n      }\n      outpasses {\n        id\n        status\n      }\n    }\n  }\n": types.StudentMyYearsDocument,
    "\n  fragment StudentRepairJob on RepairJob {\n    id\n    status\n    category\n    description\n    urgency\n    priority\n    mayEnter\n    hostelName\n    roomNumber\n    commonArea\n    assigneeName\n    dueAt\n    overdue\n    createdAt\n    fixedAt\n    closedAt\n    canCancel\n    reopenUntil\n    photos {\n      id\n      url\n      width\n      height\n      sentByName\n      fromReporter\n    }\n    comments {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n": types.StudentRepairJobFragmentDoc,
    "\n  query StudentMyRepairJobs {\n    myRepairJobs {\n      ...StudentRepairJob\n    }\n  }\n": types.StudentMyRepairJobsDocument,
    "\n  query StudentRepairJob($id: ID!) {\n    repairJob(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n": types.StudentRepairJobDocument,
    "\n  subscription StudentRepairChanged {\n    repairChanged\n  }\n": types.StudentRepairChangedDocument,
    "\n  query StudentRepairRoom {\n    myRoom {\n      room {\n        id\n        number\n        hostelName\n      }\n    }\n  }\n": types.StudentRepairRoomDocument,
    "\n  mutation StudentCancelRepair($id: ID!) {\n    cancelRepair(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n": types.StudentCancelRepairDocument,
    "\n  mutation StudentConfirmRepair($id: ID!) {\n    confirmRepair(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n": types.StudentConfirmRepairDocument,
    "\n  mutation StudentReopenRepair($id: ID!, $note: String) {\n    reopenRepair(id: $id, note: $note) {\n      ...StudentRepairJob\n    }\n  }\n": types.StudentReopenRepairDocument,
    "\n  mutation StudentCommentOnRepair($id: ID!, $body: String!) {\n    commentOnRepair(id: $id, body: $body) {\n      ...StudentRepairJob\n    }\n  }\n": types.StudentCommentOnRepairDocument,
    "\n  query StudentHostels {\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n      totalRooms\n      availableRooms\n      amenities\n    }\n    mySelectionWindows {\n      ...StudentHostelWindow\n    }\n  }\n": types.StudentHostelsDocument,
    "\n  fragment StudentHostelWindow on SelectionWindowState {\n    hostelId\n    hostelName\n    state\n    opensAt\n    closesAt\n    enrollmentPrefixes\n    processName\n    now\n  }\n": types.StudentHostelWindowFragmentDoc,
    "\n  subscription StudentHostelWindowChanged($hostel: String!) {\n    selectionWindowChanged(hostel: $hostel) {\n      ...StudentHostelWindow\n    }\n  }\n": types.StudentHostelWindowChangedDocument,
    "\n  fragment StudentVisit on Visit {\n    id\n    status\n    hostelName\n    visitorName\n    visitorPhone\n    relation\n    day\n    expectedFrom\n    expectedTo\n    overnight\n    walkIn\n    commonRoomOnly\n    askExpiresAt\n    decidedByName\n    decisionNote\n    signedInAt\n    signedOutAt\n    overstayed\n    canCancel\n    pass {\n      code\n      qrSvg\n    }\n  }\n": types.StudentVisitFragmentDoc,
    "\n  query StudentMyVisits {\n    myVisits {\n      ...StudentVisit\n    }\n  }\n": types.StudentMyVisitsDocument,
    "\n  query StudentVisitorRules {\n    visitorRules {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n      overnightLeaveBy\n    }\n  }\n": types.StudentVisitorRulesDocument,
    "\n  subscription StudentVisitChanged {\n    visitChanged\n  }\n": types.StudentVisitChangedDocument,
    "\n  mutation StudentRegisterVisitor($input: RegisterVisitorInput!) {\n    registerVisitor(input: $input) {\n      ...StudentVisit\n    }\n  }\n": types.StudentRegisterVisitorDocument,
    "\n  mutation StudentCancelVisit($id: ID!) {\n    cancelVisit(id: $id) {\n      ...StudentVisit\n    }\n  }\n": types.StudentCancelVisitDocument,
    "\n  mutation StudentAnswerWalkIn($id: ID!, $accept: Boolean!) {\n    answerWalkIn(id: $id, accept: $accept) {\n      ...StudentVisit\n    }\n  }\n": types.StudentAnswerWalkInDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentSelectionClassmate($enrollmentId: String!) {\n    selectionClassmate(enrollmentId: $enrollmentId) {\n      name\n      enrollmentId\n    }\n  }\n"): (typeof documents)["\n  query StudentSelectionClassmate($enrollmentId: String!) {\n    selectionClassmate(enrollmentId: $enrollmentId) {\n      name\n      enrollmentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentMySelection on MySelection {\n    processId\n    processName\n    hostels\n    lotteryNumber\n    slot\n    slotStartsAt\n    groupSlotStartsAt\n    closesAt\n    state\n    group {\n      ...StudentSelectionGroup\n    }\n    invitations {\n      groupId\n      leaderName\n      leaderEnrollmentId\n      members\n    }\n    maxGroupSize\n    now\n  }\n"): (typeof documents)["\n  fragment StudentMySelection on MySelection {\n    processId\n    processName\n    hostels\n    lotteryNumber\n    slot\n    slotStartsAt\n    groupSlotStartsAt\n    closesAt\n    state\n    group {\n      ...StudentSelectionGroup\n    }\n    invitations {\n      groupId\n      leaderName\n      leaderEnrollmentId\n      members\n    }\n    maxGroupSize\n    now\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentSelectionGroup on SelectionGroup {\n    id\n    isLeader\n    leader {\n      id\n      name\n      enrollmentId\n      status\n    }\n    members {\n      id\n      name\n      enrollmentId\n      status\n    }\n    invited {\n      id\n      name\n      enrollmentId\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment StudentSelectionGroup on SelectionGroup {\n    id\n    isLeader\n    leader {\n      id\n      name\n      enrollmentId\n      status\n    }\n    members {\n      id\n      name\n      enrollmentId\n      status\n    }\n    invited {\n      id\n      name\n      enrollmentId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentMySelection {\n    mySelection {\n      ...StudentMySelection\n    }\n  }\n"): (typeof documents)["\n  query StudentMySelection {\n    mySelection {\n      ...StudentMySelection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentSelectionNow on SelectionNow {\n    processId\n    processName\n    hostels\n    selectingThrough\n    nextSlot\n    nextSlotAt\n    slots\n    closesAt\n    closed\n    now\n  }\n"): (typeof documents)["\n  fragment StudentSelectionNow on SelectionNow {\n    processId\n    processName\n    hostels\n    selectingThrough\n    nextSlot\n    nextSlotAt\n    slots\n    closesAt\n    closed\n    now\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentSelectionNow {\n    selectionNow {\n      ...StudentSelectionNow\n    }\n  }\n"): (typeof documents)["\n  query StudentSelectionNow {\n    selectionNow {\n      ...StudentSelectionNow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FormSelectionGroup($members: [GroupMemberInput!]!) {\n    formSelectionGroup(members: $members) {\n      ...StudentSelectionGroup\n    }\n  }\n"): (typeof documents)["\n  mutation FormSelectionGroup($members: [GroupMemberInput!]!) {\n    formSelectionGroup(members: $members) {\n      ...StudentSelectionGroup\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerSelectionGroupInvitation($groupId: ID!, $accept: Boolean!) {\n    answerSelectionGroupInvitation(groupId: $groupId, accept: $accept) {\n      ...StudentMySelection\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerSelectionGroupInvitation($groupId: ID!, $accept: Boolean!) {\n    answerSelectionGroupInvitation(groupId: $groupId, accept: $accept) {\n      ...StudentMySelection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveSelectionGroup {\n    leaveSelectionGroup {\n      ...StudentMySelection\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveSelectionGroup {\n    leaveSelectionGroup {\n      ...StudentMySelection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentRoommateProfile on RoommateProfile {\n    processId\n    questions {\n      key\n      label\n      kind\n      choices\n      weight\n      dealbreaker\n    }\n    answers {\n      key\n      value\n    }\n    answered\n    discoverable\n    shared\n    editableUntil\n    editable\n  }\n"): (typeof documents)["\n  fragment StudentRoommateProfile on RoommateProfile {\n    processId\n    questions {\n      key\n      label\n      kind\n      choices\n      weight\n      dealbreaker\n    }\n    answers {\n      key\n      value\n    }\n    answered\n    discoverable\n    shared\n    editableUntil\n    editable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentRoommateProfile {\n    myRoommateProfile {\n      ...StudentRoommateProfile\n    }\n  }\n"): (typeof documents)["\n  query StudentRoommateProfile {\n    myRoommateProfile {\n      ...StudentRoommateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentSaveRoommateProfile($input: RoommateProfileInput!) {\n    saveRoommateProfile(input: $input) {\n      ...StudentRoommateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation StudentSaveRoommateProfile($input: RoommateProfileInput!) {\n    saveRoommateProfile(input: $input) {\n      ...StudentRoommateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentDeleteRoommateProfile {\n    deleteRoommateProfile\n  }\n"): (typeof documents)["\n  mutation StudentDeleteRoommateProfile {\n    deleteRoommateProfile\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentRoommateSuggestions($filters: [RoommateAnswerInput!]) {\n    roommateSuggestions(filters: $filters) {\n      name\n      enrollmentId\n      score\n      explanation\n      answers {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudentRoommateSuggestions($filters: [RoommateAnswerInput!]) {\n    roommateSuggestions(filters: $filters) {\n      name\n      enrollmentId\n      score\n      explanation\n      answers {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentInviteSuggestedRoommate($enrollmentId: String!) {\n    inviteSuggestedRoommate(enrollmentId: $enrollmentId) {\n      ...StudentSelectionGroup\n    }\n  }\n"): (typeof documents)["\n  mutation StudentInviteSuggestedRoommate($enrollmentId: String!) {\n    inviteSuggestedRoommate(enrollmentId: $enrollmentId) {\n      ...StudentSelectionGroup\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentApplyOutpass($input: OutpassInput!) {\n    applyOutpass(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StudentApplyOutpass($input: OutpassInput!) {\n    applyOutpass(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentParcel on Parcel {\n    id\n    status\n    hostelName\n    courier\n    trackingNumber\n    shelf\n    perishable\n    loggedAt\n    collectedAt\n    handedOverByName\n    returnedAt\n    pass {\n      token\n      code\n      qrSvg\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment StudentParcel on Parcel {\n    id\n    status\n    hostelName\n    courier\n    trackingNumber\n    shelf\n    perishable\n    loggedAt\n    collectedAt\n    handedOverByName\n    returnedAt\n    pass {\n      token\n      code\n      qrSvg\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentMyParcels {\n    myParcels {\n      ...StudentParcel\n    }\n  }\n"): (typeof documents)["\n  query StudentMyParcels {\n    myParcels {\n      ...StudentParcel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StudentParcelChanged {\n    parcelChanged\n  }\n"): (typeof documents)["\n  subscription StudentParcelChanged {\n    parcelChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentMyProfile {\n    me {\n      id\n      name\n      email\n      enrollmentId\n      phoneNumber\n      dob\n      address\n      gender\n      guardianName\n      guardianEmail\n      guardianPhone\n      emailNotifications\n    }\n  }\n"): (typeof documents)["\n  query StudentMyProfile {\n    me {\n      id\n      name\n      email\n      enrollmentId\n      phoneNumber\n      dob\n      address\n      gender\n      guardianName\n      guardianEmail\n      guardianPhone\n      emailNotifications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentOutpassItem on Outpass {\n    id\n    reason\n    description\n    createdAt\n    status\n    where\n    dateOfArrival\n    expectedReturnAt\n    decisionReason\n    decidedAt\n    cancelledAt\n    outAt\n    returnedAt\n    overdueAt\n    returnedLate\n    guardianConsent\n    guardianAnsweredAt\n  }\n"): (typeof documents)["\n  fragment StudentOutpassItem on Outpass {\n    id\n    reason\n    description\n    createdAt\n    status\n    where\n    dateOfArrival\n    expectedReturnAt\n    decisionReason\n    decidedAt\n    cancelledAt\n    outAt\n    returnedAt\n    overdueAt\n    returnedLate\n    guardianConsent\n    guardianAnsweredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentMyOutpasses {\n    myOutpasses {\n      total\n      approved\n      pending\n      rejected\n      cancelled\n      items {\n        ...StudentOutpassItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudentMyOutpasses {\n    myOutpasses {\n      total\n      approved\n      pending\n      rejected\n      cancelled\n      items {\n        ...StudentOutpassItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StudentMyOutpassUpdates {\n    myOutpassUpdates {\n      ...StudentOutpassItem\n    }\n  }\n"): (typeof documents)["\n  subscription StudentMyOutpassUpdates {\n    myOutpassUpdates {\n      ...StudentOutpassItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentCancelOutpass($id: ID!) {\n    cancelOutpass(id: $id) {\n      ...StudentOutpassItem\n    }\n  }\n"): (typeof documents)["\n  mutation StudentCancelOutpass($id: ID!) {\n    cancelOutpass(id: $id) {\n      ...StudentOutpassItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentGatePass($outpassId: ID!) {\n    gatePass(outpassId: $outpassId) {\n      outpassId\n      code\n      qrSvg\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query StudentGatePass($outpassId: ID!) {\n    gatePass(outpassId: $outpassId) {\n      outpassId\n      code\n      qrSvg\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentUpdateMySettings($input: MySettingsInput!) {\n    updateMySettings(input: $input) {\n      id\n      guardianName\n      guardianEmail\n      guardianPhone\n      emailNotifications\n    }\n  }\n"): (typeof documents)["\n  mutation StudentUpdateMySettings($input: MySettingsInput!) {\n    updateMySettings(input: $input) {\n      id\n      guardianName\n      guardianEmail\n      guardianPhone\n      emailNotifications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentMyYears {\n    currentAcademicYear {\n      id\n      name\n    }\n    myPastYears {\n      name\n      openedAt\n      closedAt\n      allocation {\n        hostel\n        roomNumber\n        bed\n      }\n      roomRequests {\n        id\n        status\n      }\n      outpasses {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudentMyYears {\n    currentAcademicYear {\n      id\n      name\n    }\n    myPastYears {\n      name\n      openedAt\n      closedAt\n      allocation {\n        hostel\n        roomNumber\n        bed\n      }\n      roomRequests {\n        id\n        status\n      }\n      outpasses {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentRepairJob on RepairJob {\n    id\n    status\n    category\n    description\n    urgency\n    priority\n    mayEnter\n    hostelName\n    roomNumber\n    commonArea\n    assigneeName\n    dueAt\n    overdue\n    createdAt\n    fixedAt\n    closedAt\n    canCancel\n    reopenUntil\n    photos {\n      id\n      url\n      width\n      height\n      sentByName\n      fromReporter\n    }\n    comments {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment StudentRepairJob on RepairJob {\n    id\n    status\n    category\n    description\n    urgency\n    priority\n    mayEnter\n    hostelName\n    roomNumber\n    commonArea\n    assigneeName\n    dueAt\n    overdue\n    createdAt\n    fixedAt\n    closedAt\n    canCancel\n    reopenUntil\n    photos {\n      id\n      url\n      width\n      height\n      sentByName\n      fromReporter\n    }\n    comments {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentMyRepairJobs {\n    myRepairJobs {\n      ...StudentRepairJob\n    }\n  }\n"): (typeof documents)["\n  query StudentMyRepairJobs {\n    myRepairJobs {\n      ...StudentRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentRepairJob($id: ID!) {\n    repairJob(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n"): (typeof documents)["\n  query StudentRepairJob($id: ID!) {\n    repairJob(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StudentRepairChanged {\n    repairChanged\n  }\n"): (typeof documents)["\n  subscription StudentRepairChanged {\n    repairChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentRepairRoom {\n    myRoom {\n      room {\n        id\n        number\n        hostelName\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudentRepairRoom {\n    myRoom {\n      room {\n        id\n        number\n        hostelName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentCancelRepair($id: ID!) {\n    cancelRepair(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation StudentCancelRepair($id: ID!) {\n    cancelRepair(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentConfirmRepair($id: ID!) {\n    confirmRepair(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation StudentConfirmRepair($id: ID!) {\n    confirmRepair(id: $id) {\n      ...StudentRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentReopenRepair($id: ID!, $note: String) {\n    reopenRepair(id: $id, note: $note) {\n      ...StudentRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation StudentReopenRepair($id: ID!, $note: String) {\n    reopenRepair(id: $id, note: $note) {\n      ...StudentRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentCommentOnRepair($id: ID!, $body: String!) {\n    commentOnRepair(id: $id, body: $body) {\n      ...StudentRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation StudentCommentOnRepair($id: ID!, $body: String!) {\n    commentOnRepair(id: $id, body: $body) {\n      ...StudentRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentHostels {\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n      totalRooms\n      availableRooms\n      amenities\n    }\n    mySelectionWindows {\n      ...StudentHostelWindow\n    }\n  }\n"): (typeof documents)["\n  query StudentHostels {\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n      totalRooms\n      availableRooms\n      amenities\n    }\n    mySelectionWindows {\n      ...StudentHostelWindow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentHostelWindow on SelectionWindowState {\n    hostelId\n    hostelName\n    state\n    opensAt\n    closesAt\n    enrollmentPrefixes\n    processName\n    now\n  }\n"): (typeof documents)["\n  fragment StudentHostelWindow on SelectionWindowState {\n    hostelId\n    hostelName\n    state\n    opensAt\n    closesAt\n    enrollmentPrefixes\n    processName\n    now\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StudentHostelWindowChanged($hostel: String!) {\n    selectionWindowChanged(hostel: $hostel) {\n      ...StudentHostelWindow\n    }\n  }\n"): (typeof documents)["\n  subscription StudentHostelWindowChanged($hostel: String!) {\n    selectionWindowChanged(hostel: $hostel) {\n      ...StudentHostelWindow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentVisit on Visit {\n    id\n    status\n    hostelName\n    visitorName\n    visitorPhone\n    relation\n    day\n    expectedFrom\n    expectedTo\n    overnight\n    walkIn\n    commonRoomOnly\n    askExpiresAt\n    decidedByName\n    decisionNote\n    signedInAt\n    signedOutAt\n    overstayed\n    canCancel\n    pass {\n      code\n      qrSvg\n    }\n  }\n"): (typeof documents)["\n  fragment StudentVisit on Visit {\n    id\n    status\n    hostelName\n    visitorName\n    visitorPhone\n    relation\n    day\n    expectedFrom\n    expectedTo\n    overnight\n    walkIn\n    commonRoomOnly\n    askExpiresAt\n    decidedByName\n    decisionNote\n    signedInAt\n    signedOutAt\n    overstayed\n    canCancel\n    pass {\n      code\n      qrSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentMyVisits {\n    myVisits {\n      ...StudentVisit\n    }\n  }\n"): (typeof documents)["\n  query StudentMyVisits {\n    myVisits {\n      ...StudentVisit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentVisitorRules {\n    visitorRules {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n      overnightLeaveBy\n    }\n  }\n"): (typeof documents)["\n  query StudentVisitorRules {\n    visitorRules {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n      overnightLeaveBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StudentVisitChanged {\n    visitChanged\n  }\n"): (typeof documents)["\n  subscription StudentVisitChanged {\n    visitChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentRegisterVisitor($input: RegisterVisitorInput!) {\n    registerVisitor(input: $input) {\n      ...StudentVisit\n    }\n  }\n"): (typeof documents)["\n  mutation StudentRegisterVisitor($input: RegisterVisitorInput!) {\n    registerVisitor(input: $input) {\n      ...StudentVisit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentCancelVisit($id: ID!) {\n    cancelVisit(id: $id) {\n      ...StudentVisit\n    }\n  }\n"): (typeof documents)["\n  mutation StudentCancelVisit($id: ID!) {\n    cancelVisit(id: $id) {\n      ...StudentVisit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StudentAnswerWalkIn($id: ID!, $accept: Boolean!) {\n    answerWalkIn(id: $id, accept: $accept) {\n      ...StudentVisit\n    }\n  }\n"): (typeof documents)["\n  mutation StudentAnswerWalkIn($id: ID!, $accept: Boolean!) {\n    answerWalkIn(id: $id, accept: $accept) {\n      ...StudentVisit\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;