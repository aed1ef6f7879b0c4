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
    "\n  query AdminAuditEvents($filter: AuditFilter) {\n    auditEvents(filter: $filter) {\n      nextBefore\n      items {\n        id\n        at\n        actorName\n        actorRole\n        action\n        objectType\n        objectId\n        studentId\n        address\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n": typeof types.AdminAuditEventsDocument,
    "\n  fragment AdminActivity on Activity {\n    id\n    type\n    description\n    timestamp\n    resolved\n    outpassId\n    roomRequestId\n  }\n": typeof types.AdminActivityFragmentDoc,
    "\n  fragment AdminCountsFields on AdminCounts {\n    totalStudents\n    pendingOutpasses\n    pendingRoomRequests\n    overdueOutpasses\n  }\n": typeof types.AdminCountsFieldsFragmentDoc,
    "\n  query AdminDashboardCounts {\n    adminCounts {\n      ...AdminCountsFields\n    }\n  }\n": typeof types.AdminDashboardCountsDocument,
    "\n  query AdminRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      ...AdminActivity\n    }\n  }\n": typeof types.AdminRecentActivityDocument,
    "\n  subscription AdminDashboardFeed {\n    adminFeed {\n      kind\n      activity {\n        ...AdminActivity\n      }\n      counts {\n        ...AdminCountsFields\n      }\n    }\n  }\n": typeof types.AdminDashboardFeedDocument,
    "\n  fragment AdminAwayOutpass on Outpass {\n    id\n    name\n    rollNo\n    where\n    dateOfArrival\n    returnTime\n    status\n  }\n": typeof types.AdminAwayOutpassFragmentDoc,
    "\n  query AdminAwayNow {\n    outpassesByStatus(statuses: [OUT, OVERDUE]) {\n      ...AdminAwayOutpass\n    }\n  }\n": typeof types.AdminAwayNowDocument,
    "\n  subscription AdminAwayChanges {\n    outpassChanged {\n      ...AdminAwayOutpass\n    }\n  }\n": typeof types.AdminAwayChangesDocument,
    "\n  query AdminDashboardCharts {\n    hostels {\n      id\n      name\n      totalBeds\n      freeBeds\n    }\n    dailyCounts(days: 14) {\n      day\n      roomRequests\n      outpasses\n    }\n  }\n": typeof types.AdminDashboardChartsDocument,
    "\n  fragment DeskParcel on Parcel {\n    id\n    status\n    studentId\n    studentName\n    enrollmentId\n    hostelId\n    hostelName\n    courier\n    trackingNumber\n    shelf\n    perishable\n    loggedAt\n    remindedAt\n    collectedAt\n    handedOverByName\n    returnedAt\n    returnableFrom\n  }\n": typeof types.DeskParcelFragmentDoc,
    "\n  query DeskParcelRecipients($query: String!, $hostelId: ID) {\n    parcelRecipients(query: $query, hostelId: $hostelId) {\n      studentId\n      name\n      enrollmentId\n      hostelId\n      hostelName\n      roomNumber\n    }\n  }\n": typeof types.DeskParcelRecipientsDocument,
    "\n  mutation DeskLogParcel($input: LogParcelInput!) {\n    logParcel(input: $input) {\n      ...DeskParcel\n    }\n  }\n": typeof types.DeskLogParcelDocument,
    "\n  query DeskHostels {\n    frontDeskHostels {\n      id\n      name\n    }\n  }\n": typeof types.DeskHostelsDocument,
    "\n  query DeskParcels($filter: FrontDeskParcelFilter) {\n    frontDeskParcels(filter: $filter) {\n      ...DeskParcel\n    }\n  }\n": typeof types.DeskParcelsDocument,
    "\n  mutation DeskCollectParcel($code: String!) {\n    collectParcel(code: $code) {\n      ...DeskParcel\n    }\n  }\n": typeof types.DeskCollectParcelDocument,
    "\n  mutation DeskReturnParcel($id: ID!) {\n    returnParcel(id: $id) {\n      ...DeskParcel\n    }\n  }\n": typeof types.DeskReturnParcelDocument,
    "\n  subscription DeskParcelChanged {\n    parcelChanged\n  }\n": typeof types.DeskParcelChangedDocument,
    "\n  query DeskParcelSettings {\n    parcelSettings {\n      returnAfterDays\n    }\n  }\n": typeof types.DeskParcelSettingsDocument,
    "\n  mutation DeskSetParcelReturnDays($days: Int!) {\n    setParcelReturnDays(days: $days) {\n      returnAfterDays\n    }\n  }\n": typeof types.DeskSetParcelReturnDaysDocument,
    "\n  mutation AdminScanGatePass($code: String!, $direction: GateDirection!) {\n    scanGatePass(code: $code, direction: $direction) {\n      direction\n      at\n      late\n      studentName\n      initial\n      enrollmentId\n      hostelName\n      early\n      warning\n      outpass {\n        id\n        where\n        dateOfArrival\n        returnTime\n        expectedReturnAt\n        status\n      }\n    }\n  }\n": typeof types.AdminScanGatePassDocument,
    "\n  fragment AdminInventoryHostel on Hostel {\n    id\n    name\n    title\n    gender\n    bookingMode\n    firstFloor\n    floors\n    amenities\n    guardianConsentRequired\n    totalRooms\n    availableRooms\n    outOfServiceRooms\n    retired\n  }\n": typeof types.AdminInventoryHostelFragmentDoc,
    "\n  fragment AdminInventoryRoom on Room {\n    id\n    hostelId\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    heldBeds\n    inService\n    outOfServiceReason\n    retired\n    accessible\n  }\n": typeof types.AdminInventoryRoomFragmentDoc,
    "\n  query AdminInventory {\n    hostels(includeRetired: true) {\n      ...AdminInventoryHostel\n    }\n  }\n": typeof types.AdminInventoryDocument,
    "\n  query AdminHostelRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...AdminInventoryRoom\n    }\n  }\n": typeof types.AdminHostelRoomsDocument,
    "\n  query AdminRoomOccupants($roomId: ID!) {\n    roomOccupants(roomId: $roomId) {\n      roomId\n      bed\n      studentId\n      name\n      enrollmentId\n      held\n    }\n  }\n": typeof types.AdminRoomOccupantsDocument,
    "\n  mutation AdminCreateHostel($input: NewHostelInput!) {\n    createHostel(input: $input) {\n      ...AdminInventoryHostel\n    }\n  }\n": typeof types.AdminCreateHostelDocument,
    "\n  mutation AdminUpdateHostel($hostelId: ID!, $changes: HostelChangesInput!) {\n    updateHostel(hostelId: $hostelId, changes: $changes) {\n      ...AdminInventoryHostel\n    }\n  }\n": typeof types.AdminUpdateHostelDocument,
    "\n  mutation AdminRetireHostel($hostelId: ID!) {\n    retireHostel(hostelId: $hostelId) {\n      ...AdminInventoryHostel\n    }\n  }\n": typeof types.AdminRetireHostelDocument,
    "\n  mutation AdminAddRoom($hostelId: ID!, $input: NewRoomInput!) {\n    addRoom(hostelId: $hostelId, input: $input) {\n      ...AdminInventoryRoom\n    }\n  }\n": typeof types.AdminAddRoomDocument,
    "\n  mutation AdminUpdateRoom($roomId: ID!, $changes: RoomChangesInput!) {\n    updateRoom(roomId: $roomId, changes: $changes) {\n      ...AdminInventoryRoom\n    }\n  }\n": typeof types.AdminUpdateRoomDocument,
    "\n  mutation AdminSetRoomInService($roomId: ID!, $inService: Boolean!, $reason: String) {\n    setRoomInService(roomId: $roomId, inService: $inService, reason: $reason) {\n      ...AdminInventoryRoom\n    }\n  }\n": typeof types.AdminSetRoomInServiceDocument,
    "\n  mutation AdminRetireRoom($roomId: ID!) {\n    retireRoom(roomId: $roomId) {\n      id\n      retired\n    }\n  }\n": typeof types.AdminRetireRoomDocument,
    "\n  query AdminPendingOutpasses {\n    pendingOutpasses {\n      id\n      name\n      rollNo\n      where\n      responsibility\n      reason\n      dateOfArrival\n      outTime\n      returnTime\n      expectedReturnAt\n      guardianConsent\n    }\n  }\n": typeof types.AdminPendingOutpassesDocument,
    "\n  mutation AdminDecideOutpass($id: ID!, $decision: Decision!, $reason: String) {\n    decideOutpass(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.AdminDecideOutpassDocument,
    "\n  subscription AdminOutpassChanged {\n    outpassChanged {\n      id\n      status\n      guardianConsent\n    }\n  }\n": typeof types.AdminOutpassChangedDocument,
    "\n  query AdminProfile {\n    me {\n      id\n      name\n      email\n      address\n      phoneNumber\n      dob\n    }\n  }\n": typeof types.AdminProfileDocument,
    "\n  fragment AdminRepairJobRow on RepairJob {\n    id\n    status\n    category\n    description\n    urgency\n    priority\n    hostelId\n    hostelName\n    roomNumber\n    commonArea\n    studentName\n    assigneeId\n    assigneeName\n    dueAt\n    overdue\n    createdAt\n  }\n": typeof types.AdminRepairJobRowFragmentDoc,
    "\n  fragment AdminRepairJob on RepairJob {\n    ...AdminRepairJobRow\n    mayEnter\n    studentId\n    roomInService\n    mergedIntoId\n    assignedAt\n    startedAt\n    fixedAt\n    closedAt\n    photos {\n      id\n      url\n      width\n      height\n      sentByName\n      createdAt\n    }\n    comments {\n      id\n      authorName\n      body\n      internal\n      createdAt\n    }\n  }\n": typeof types.AdminRepairJobFragmentDoc,
    "\n  query AdminRepairJobs($filter: RepairJobFilter) {\n    repairJobs(filter: $filter) {\n      ...AdminRepairJobRow\n    }\n  }\n": typeof types.AdminRepairJobsDocument,
    "\n  query AdminRepairJob($id: ID!) {\n    repairJob(id: $id) {\n      ...AdminRepairJob\n    }\n  }\n": typeof types.AdminRepairJobDocument,
    "\n  query AdminRepairStats($days: Int) {\n    repairStats(days: $days) {\n      days\n      open {\n        hostelName\n        category\n        open\n        overdue\n      }\n      fixed\n      medianHoursToFix\n      fixedInTimeShare\n    }\n  }\n": typeof types.AdminRepairStatsDocument,
    "\n  query AdminMaintenanceStaff($trade: Trade) {\n    maintenanceStaff(trade: $trade) {\n      id\n      name\n      trade\n      openJobs\n    }\n  }\n": typeof types.AdminMaintenanceStaffDocument,
    "\n  query AdminRepairPriorityTimes {\n    repairPriorityTimes {\n      priority\n      hours\n    }\n  }\n": typeof types.AdminRepairPriorityTimesDocument,
    "\n  mutation AdminSetRepairPriorityTime($priority: RepairPriority!, $hours: Int!) {\n    setRepairPriorityTime(priority: $priority, hours: $hours) {\n      priority\n      hours\n    }\n  }\n": typeof types.AdminSetRepairPriorityTimeDocument,
    "\n  mutation AdminPrioritiseRepair($id: ID!, $priority: RepairPriority!) {\n    prioritiseRepair(id: $id, priority: $priority) {\n      ...AdminRepairJob\n    }\n  }\n": typeof types.AdminPrioritiseRepairDocument,
    "\n  mutation AdminAssignRepair($id: ID!, $assigneeId: ID!) {\n    assignRepair(id: $id, assigneeId: $assigneeId) {\n      ...AdminRepairJob\n    }\n  }\n": typeof types.AdminAssignRepairDocument,
    "\n  mutation AdminMergeRepair($id: ID!, $intoId: ID!) {\n    mergeRepair(id: $id, intoId: $intoId) {\n      ...AdminRepairJob\n    }\n  }\n": typeof types.AdminMergeRepairDocument,
    "\n  mutation AdminSetRepairRoomService($id: ID!, $inService: Boolean!) {\n    setRepairRoomService(id: $id, inService: $inService) {\n      ...AdminRepairJob\n    }\n  }\n": typeof types.AdminSetRepairRoomServiceDocument,
    "\n  mutation AdminCommentOnRepair($id: ID!, $body: String!, $internal: Boolean) {\n    commentOnRepair(id: $id, body: $body, internal: $internal) {\n      ...AdminRepairJob\n    }\n  }\n": typeof types.AdminCommentOnRepairDocument,
    "\n  query MaintenanceMyRepairJobs {\n    myRepairJobs {\n      ...AdminRepairJob\n    }\n  }\n": typeof types.MaintenanceMyRepairJobsDocument,
    "\n  mutation MaintenanceStartRepair($id: ID!, $note: String) {\n    startRepair(id: $id, note: $note) {\n      ...AdminRepairJob\n    }\n  }\n": typeof types.MaintenanceStartRepairDocument,
    "\n  mutation MaintenanceFixRepair($id: ID!, $note: String!) {\n    fixRepair(id: $id, note: $note) {\n      ...AdminRepairJob\n    }\n  }\n": typeof types.MaintenanceFixRepairDocument,
    "\n  subscription AdminRepairChanged {\n    repairChanged\n  }\n": typeof types.AdminRepairChangedDocument,
    "\n  query AdminHostels {\n    hostels {\n      id\n      name\n      gender\n      totalRooms\n      availableRooms\n      bookedRooms\n      singleRooms\n      doubleRooms\n      amenities\n    }\n  }\n": typeof types.AdminHostelsDocument,
    "\n  fragment AdminRequestedRoom on Room {\n    id\n    hostelName\n    number\n    type\n    isAvailable\n    freeBeds\n  }\n": typeof types.AdminRequestedRoomFragmentDoc,
    "\n  query AdminPendingRoomRequests {\n    pendingRoomRequests {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n      }\n      group {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n": typeof types.AdminPendingRoomRequestsDocument,
    "\n  query AdminRoomRequest($id: ID!) {\n    roomRequest(id: $id) {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      group {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n    }\n  }\n": typeof types.AdminRoomRequestDocument,
    "\n  mutation AdminDecideRoomRequest($id: ID!, $decision: Decision!, $reason: String) {\n    decideRoomRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      fits\n      room {\n        id\n        freeBeds\n        isAvailable\n      }\n    }\n  }\n": typeof types.AdminDecideRoomRequestDocument,
    "\n  subscription AdminRoomRequestUpdates {\n    roomRequestUpdates {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      room {\n        ...AdminRequestedRoom\n      }\n    }\n  }\n": typeof types.AdminRoomRequestUpdatesDocument,
    "\n  query AdminCampusSettings {\n    campusSettings {\n      signupMode\n    }\n  }\n": typeof types.AdminCampusSettingsDocument,
    "\n  mutation AdminSetSignupMode($mode: SignupMode!) {\n    setSignupMode(mode: $mode) {\n      signupMode\n    }\n  }\n": typeof types.AdminSetSignupModeDocument,
    "\n  query AdminRoster($search: String, $offset: Int!, $limit: Int!, $academicYear: String) {\n    academicYears {\n      id\n      name\n      current\n      closedAt\n    }\n    roster(search: $search, offset: $offset, limit: $limit, academicYear: $academicYear) {\n      academicYear {\n        id\n        name\n        current\n        closedAt\n      }\n      total\n      entries {\n        enrollmentId\n        name\n        email\n        gender\n        yearOfStudy\n        programme\n        needsAccessibleRoom\n        signedUp\n        invitedAt\n      }\n    }\n  }\n": typeof types.AdminRosterDocument,
    "\n  mutation AdminAddRosterStudent($input: RosterStudentInput!) {\n    addRosterStudent(input: $input) {\n      enrollmentId\n      name\n      email\n      gender\n      yearOfStudy\n      programme\n      needsAccessibleRoom\n      signedUp\n      invitedAt\n    }\n  }\n": typeof types.AdminAddRosterStudentDocument,
    "\n  mutation AdminInviteRosterStudents($enrollmentIds: [String!]) {\n    inviteRosterStudents(enrollmentIds: $enrollmentIds)\n  }\n": typeof types.AdminInviteRosterStudentsDocument,
    "\n  fragment AdminRosterCarry on RosterCarry {\n    dryRun\n    fromYear\n    intoYear\n    lastYearOfStudy\n    carried\n    steps {\n      yearOfStudy\n      students\n    }\n    finalYear\n    alreadyOnRoster\n    leftOut {\n      enrollmentId\n      name\n      yearOfStudy\n      reason\n    }\n  }\n": typeof types.AdminRosterCarryFragmentDoc,
    "\n  query AdminRosterCarryPreview($lastYearOfStudy: Int) {\n    rosterCarryPreview(lastYearOfStudy: $lastYearOfStudy) {\n      ...AdminRosterCarry\n    }\n  }\n": typeof types.AdminRosterCarryPreviewDocument,
    "\n  mutation AdminCarryRosterForward($lastYearOfStudy: Int) {\n    carryRosterForward(lastYearOfStudy: $lastYearOfStudy) {\n      ...AdminRosterCarry\n    }\n  }\n": typeof types.AdminCarryRosterForwardDocument,
    "\n  query AdminSignInSecurity {\n    mySignInSecurity {\n      ...AdminSignInSecurity_factors\n    }\n  }\n": typeof types.AdminSignInSecurityDocument,
    "\n  fragment AdminSignInSecurity_factors on SignInSecurity {\n    required\n    recoveryCodesLeft\n    factors {\n      id\n      kind\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.AdminSignInSecurity_FactorsFragmentDoc,
    "\n  mutation AdminStartPasskeyEnrolment {\n    startPasskeyEnrolment\n  }\n": typeof types.AdminStartPasskeyEnrolmentDocument,
    "\n  mutation AdminFinishPasskeyEnrolment($response: String!, $name: String) {\n    finishPasskeyEnrolment(response: $response, name: $name) {\n      recoveryCodes\n      factors {\n        ...AdminSignInSecurity_factors\n      }\n    }\n  }\n": typeof types.AdminFinishPasskeyEnrolmentDocument,
    "\n  mutation AdminStartTotpEnrolment {\n    startTotpEnrolment {\n      secret\n      uri\n      qrCode\n    }\n  }\n": typeof types.AdminStartTotpEnrolmentDocument,
    "\n  mutation AdminFinishTotpEnrolment($code: String!, $name: String) {\n    finishTotpEnrolment(code: $code, name: $name) {\n      recoveryCodes\n      factors {\n        ...AdminSignInSecurity_factors\n      }\n    }\n  }\n": typeof types.AdminFinishTotpEnrolmentDocument,
    "\n  mutation AdminRegenerateRecoveryCodes {\n    regenerateRecoveryCodes\n  }\n": typeof types.AdminRegenerateRecoveryCodesDocument,
    "\n  mutation AdminRemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id) {\n      ...AdminSignInSecurity_factors\n    }\n  }\n": typeof types.AdminRemoveSecondFactorDocument,
    "\n  fragment QuestionnaireCard_process on SelectionProcess {\n    id\n    status\n    questionnaire {\n      key\n      label\n      kind\n      choices\n      weight\n      dealbreaker\n    }\n  }\n": typeof types.QuestionnaireCard_ProcessFragmentDoc,
    "\n  mutation AdminSetRoommateQuestionnaire($processId: ID!, $questions: [RoommateQuestionInput!]!) {\n    setRoommateQuestionnaire(processId: $processId, questions: $questions) {\n      ...QuestionnaireCard_process\n    }\n  }\n": typeof types.AdminSetRoommateQuestionnaireDocument,
    "\n  fragment AdminSelectionEntrant on SelectionEntrant {\n    lotteryNumber\n    slot\n    enrollmentId\n    name\n    outcome\n    group\n    room\n    reason\n  }\n": typeof types.AdminSelectionEntrantFragmentDoc,
    "\n  fragment AdminOutcomeCounts on EntrantOutcomeCounts {\n    entrants\n    chose\n    placed\n    pending\n    notPlaced\n    notYet\n  }\n": typeof types.AdminOutcomeCountsFragmentDoc,
    "\n  query AdminSelectionDay($processId: ID!) {\n    selectionDay(processId: $processId) {\n      processId\n      name\n      status\n      closesAt\n      selectingThrough\n      nextSlot\n      nextSlotAt\n      counts {\n        ...AdminOutcomeCounts\n      }\n      slots {\n        slot\n        opensAt\n        entrants\n        chose\n        placed\n        pending\n        notYet\n        notPlaced\n        byHostel {\n          hostel\n          chose\n          pending\n        }\n      }\n      bedsLeft {\n        hostel\n        roomType\n        beds\n      }\n      current {\n        ...AdminSelectionEntrant\n      }\n      now\n    }\n    selectionProcess(id: $processId) {\n      id\n      hostels {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminSelectionDayDocument,
    "\n  subscription AdminSelectionDayRooms($hostel: String!) {\n    roomChanges(hostel: $hostel) {\n      id\n    }\n  }\n": typeof types.AdminSelectionDayRoomsDocument,
    "\n  subscription AdminSelectionDayRequests {\n    roomRequestUpdates {\n      id\n      status\n    }\n  }\n": typeof types.AdminSelectionDayRequestsDocument,
    "\n  query AdminSelectionEntrants($processId: ID!, $filter: SelectionEntrantsFilter) {\n    selectionEntrants(processId: $processId, filter: $filter) {\n      counts {\n        ...AdminOutcomeCounts\n      }\n      matching\n      entrants {\n        ...AdminSelectionEntrant\n      }\n    }\n    selectionProcess(id: $processId) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.AdminSelectionEntrantsDocument,
    "\n  fragment AdminSelectionProcess on SelectionProcess {\n    id\n    name\n    status\n    hostels {\n      id\n      name\n    }\n    genders\n    yearsOfStudy\n    draw\n    seed\n    firstSlotAt\n    slotMinutes\n    perSlot\n    closesAt\n    entrants\n    slots\n    lastSlotAt\n    publishedAt\n    drawDigest\n    createdAt\n    now\n    assignment {\n      entrants\n      chose\n      placed\n      pending\n      unplaced\n      mailed\n      runAt\n      publishedAt\n      unplacedStudents {\n        name\n        enrollmentId\n        reason\n      }\n    }\n  }\n": typeof types.AdminSelectionProcessFragmentDoc,
    "\n  query AdminSelectionProcesses {\n    selectionProcesses {\n      ...AdminSelectionProcess\n    }\n  }\n": typeof types.AdminSelectionProcessesDocument,
    "\n  query AdminSelectionProcess($id: ID!) {\n    selectionProcess(id: $id) {\n      ...AdminSelectionProcess\n      ...QuestionnaireCard_process\n    }\n  }\n": typeof types.AdminSelectionProcessDocument,
    "\n  query AdminSelectionProcessHostels {\n    hostels {\n      id\n      name\n    }\n  }\n": typeof types.AdminSelectionProcessHostelsDocument,
    "\n  query AdminPreviewSelectionProcess($input: SelectionProcessInput!) {\n    previewSelectionProcess(input: $input) {\n      entrants\n      slots\n      lastSlotAt\n      closesAt\n      fits\n      message\n    }\n  }\n": typeof types.AdminPreviewSelectionProcessDocument,
    "\n  mutation AdminCreateSelectionProcess($input: SelectionProcessInput!) {\n    createSelectionProcess(input: $input) {\n      ...AdminSelectionProcess\n    }\n  }\n": typeof types.AdminCreateSelectionProcessDocument,
    "\n  mutation AdminUpdateSelectionProcess($id: ID!, $input: SelectionProcessInput!) {\n    updateSelectionProcess(id: $id, input: $input) {\n      ...AdminSelectionProcess\n    }\n  }\n": typeof types.AdminUpdateSelectionProcessDocument,
    "\n  mutation AdminDeleteSelectionProcess($id: ID!) {\n    deleteSelectionProcess(id: $id)\n  }\n": typeof types.AdminDeleteSelectionProcessDocument,
    "\n  mutation AdminPublishSelectionProcess($id: ID!) {\n    publishSelectionProcess(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n": typeof types.AdminPublishSelectionProcessDocument,
    "\n  mutation AdminRunSelectionAssignment($id: ID!) {\n    runSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n": typeof types.AdminRunSelectionAssignmentDocument,
    "\n  mutation AdminUndoSelectionAssignment($id: ID!) {\n    undoSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n": typeof types.AdminUndoSelectionAssignmentDocument,
    "\n  mutation AdminPublishSelectionAssignment($id: ID!) {\n    publishSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n": typeof types.AdminPublishSelectionAssignmentDocument,
    "\n  query AdminEarlyExitRules {\n    hostels {\n      id\n      name\n      earlyExit\n    }\n  }\n": typeof types.AdminEarlyExitRulesDocument,
    "\n  mutation AdminSetEarlyExitRule($hostelId: ID!, $rule: EarlyExitRule!) {\n    setEarlyExitRule(hostelId: $hostelId, rule: $rule) {\n      id\n      earlyExit\n    }\n  }\n": typeof types.AdminSetEarlyExitRuleDocument,
    "\n  query AdminGuardianConsent {\n    hostels {\n      id\n      name\n      guardianConsentRequired\n    }\n  }\n": typeof types.AdminGuardianConsentDocument,
    "\n  mutation AdminSetGuardianConsentRequired($hostelId: ID!, $required: Boolean!) {\n    setGuardianConsentRequired(hostelId: $hostelId, required: $required) {\n      id\n      guardianConsentRequired\n    }\n  }\n": typeof types.AdminSetGuardianConsentRequiredDocument,
    "\n  query AdminSelectionWindows {\n    selectionWindows {\n      hostelId\n      hostelName\n      opensAt\n      closesAt\n      enrollmentPrefixes\n      updatedAt\n    }\n    hostels {\n      id\n      name\n    }\n  }\n": typeof types.AdminSelectionWindowsDocument,
    "\n  mutation AdminSetSelectionWindow($input: SelectionWindowInput!) {\n    setSelectionWindow(input: $input) {\n      hostelId\n      hostelName\n      opensAt\n      closesAt\n      enrollmentPrefixes\n      updatedAt\n    }\n  }\n": typeof types.AdminSetSelectionWindowDocument,
    "\n  mutation AdminClearSelectionWindow($hostelId: ID!) {\n    clearSelectionWindow(hostelId: $hostelId)\n  }\n": typeof types.AdminClearSelectionWindowDocument,
    "\n  mutation AdminResetSecondFactors($userId: ID!) {\n    resetSecondFactors(userId: $userId)\n  }\n": typeof types.AdminResetSecondFactorsDocument,
    "\n  query AdminStaff {\n    staff {\n      id\n      name\n      email\n      role\n      status\n      invitedAt\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n    hostels {\n      id\n      name\n    }\n  }\n": typeof types.AdminStaffDocument,
    "\n  mutation AdminInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n      name\n      email\n      role\n      status\n      invitedAt\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminInviteStaffDocument,
    "\n  mutation AdminUpdateStaff($id: ID!, $input: UpdateStaffInput!) {\n    updateStaff(id: $id, input: $input) {\n      id\n      role\n      status\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminUpdateStaffDocument,
    "\n  mutation AdminResendInvite($id: ID!) {\n    resendStaffInvite(id: $id) {\n      id\n      invitedAt\n      status\n    }\n  }\n": typeof types.AdminResendInviteDocument,
    "\n  mutation AdminSetAccountDisabled($id: ID!, $disabled: Boolean!) {\n    setAccountDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": typeof types.AdminSetAccountDisabledDocument,
    "\n  mutation AdminCheckOutStudent($studentId: ID!, $reason: String!) {\n    checkOutStudent(studentId: $studentId, reason: $reason)\n  }\n": typeof types.AdminCheckOutStudentDocument,
    "\n  mutation AdminReassignStudent($studentId: ID!, $roomId: ID!, $withRoommate: Boolean!, $reason: String!) {\n    reassignStudent(studentId: $studentId, roomId: $roomId, withRoommate: $withRoommate, reason: $reason) {\n      bed\n      room {\n        id\n        number\n        hostelName\n        freeBeds\n        isAvailable\n      }\n      roommates {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminReassignStudentDocument,
    "\n  mutation AdminSwapStudents($studentId: ID!, $otherStudentId: ID!, $reason: String!) {\n    swapStudents(studentId: $studentId, otherStudentId: $otherStudentId, reason: $reason)\n  }\n": typeof types.AdminSwapStudentsDocument,
    "\n  query AdminMoveHostels {\n    hostels {\n      id\n      name\n    }\n  }\n": typeof types.AdminMoveHostelsDocument,
    "\n  query AdminMoveRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      id\n      number\n      type\n      capacity\n      freeBeds\n      isAvailable\n    }\n  }\n": typeof types.AdminMoveRoomsDocument,
    "\n  query AdminStudentRoommates($id: ID!) {\n    studentRecord(id: $id) {\n      student {\n        id\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n": typeof types.AdminStudentRoommatesDocument,
    "\n  query AdminStudents($search: String!, $page: Int!) {\n    students(search: $search, page: $page, pageSize: 20) {\n      page\n      hasMore\n      items {\n        id\n        name\n        email\n        enrollmentId\n        disabled\n        hostelName\n        roomNumber\n        bed\n      }\n    }\n  }\n": typeof types.AdminStudentsDocument,
    "\n  query AdminStudentRecord($id: ID!) {\n    studentRecord(id: $id) {\n      student {\n        id\n        name\n        email\n        enrollmentId\n        gender\n        phoneNumber\n        address\n        dob\n      }\n      bed {\n        bed\n        room {\n          id\n          number\n          hostelName\n          type\n        }\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n      roomRequests {\n        id\n        status\n        createdAt\n        decidedAt\n        decisionReason\n        room {\n          id\n          number\n          hostelName\n        }\n        student {\n          id\n          name\n        }\n        roommate {\n          id\n          name\n        }\n      }\n      outpasses {\n        id\n        where\n        dateOfArrival\n        outTime\n        returnTime\n        status\n        createdAt\n        decisionReason\n      }\n      years {\n        name\n        openedAt\n        closedAt\n        current\n        allocation {\n          hostel\n          roomNumber\n          bed\n          heldFrom\n          heldUntil\n        }\n        roomRequests {\n          id\n          status\n          createdAt\n          room {\n            id\n            number\n            hostelName\n          }\n        }\n        outpasses {\n          id\n          where\n          dateOfArrival\n          outTime\n          returnTime\n          status\n          createdAt\n        }\n        waitlist {\n          hostel\n          roomType\n          status\n          joinedAt\n          endedAt\n        }\n      }\n      audit {\n        id\n        at\n        actorName\n        actorRole\n        action\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n": typeof types.AdminStudentRecordDocument,
    "\n  fragment DeskVisit on Visit {\n    id\n    status\n    hostelId\n    hostelName\n    studentId\n    studentName\n    roomNumber\n    visitorName\n    visitorPhone\n    relation\n    visitorGender\n    day\n    expectedFrom\n    expectedTo\n    overnight\n    walkIn\n    commonRoomOnly\n    idType\n    idLast4\n    createdAt\n    askExpiresAt\n    decidedAt\n    decidedByName\n    decisionNote\n    signedInAt\n    signedInByName\n    signedOutAt\n    signedOutByName\n    overstayed\n  }\n": typeof types.DeskVisitFragmentDoc,
    "\n  query VisitorDeskVisits($filter: FrontDeskVisitFilter) {\n    frontDeskVisits(filter: $filter) {\n      ...DeskVisit\n    }\n  }\n": typeof types.VisitorDeskVisitsDocument,
    "\n  query VisitorDeskPass($code: String!) {\n    visitorPass(code: $code) {\n      ...DeskVisit\n    }\n  }\n": typeof types.VisitorDeskPassDocument,
    "\n  mutation VisitorDeskSignIn($input: SignInVisitorInput!) {\n    signInVisitor(input: $input) {\n      ...DeskVisit\n    }\n  }\n": typeof types.VisitorDeskSignInDocument,
    "\n  mutation VisitorDeskSignOut($id: ID!) {\n    signOutVisitor(id: $id) {\n      ...DeskVisit\n    }\n  }\n": typeof types.VisitorDeskSignOutDocument,
    "\n  mutation VisitorDeskWalkIn($input: WalkInInput!) {\n    registerWalkIn(input: $input) {\n      ...DeskVisit\n    }\n  }\n": typeof types.VisitorDeskWalkInDocument,
    "\n  query VisitorDeskHostSearch($query: String!) {\n    parcelRecipients(query: $query) {\n      studentId\n      name\n      enrollmentId\n      hostelId\n      hostelName\n      roomNumber\n    }\n  }\n": typeof types.VisitorDeskHostSearchDocument,
    "\n  subscription VisitorDeskVisitChanged {\n    visitChanged\n  }\n": typeof types.VisitorDeskVisitChangedDocument,
    "\n  mutation VisitorDeskDecide($id: ID!, $approve: Boolean!, $note: String) {\n    decideVisit(id: $id, approve: $approve, note: $note) {\n      ...DeskVisit\n    }\n  }\n": typeof types.VisitorDeskDecideDocument,
    "\n  query VisitorDeskHostels {\n    frontDeskHostels {\n      id\n      name\n    }\n  }\n": typeof types.VisitorDeskHostelsDocument,
    "\n  query VisitorDeskRules($hostelId: ID!) {\n    visitorRules(hostelId: $hostelId) {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n    }\n  }\n": typeof types.VisitorDeskRulesDocument,
    "\n  mutation VisitorDeskSetRules($input: VisitorRulesInput!) {\n    setVisitorRules(input: $input) {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n    }\n  }\n": typeof types.VisitorDeskSetRulesDocument,
    "\n  query VisitorDeskSettings {\n    visitorSettings {\n      retentionDays\n    }\n  }\n": typeof types.VisitorDeskSettingsDocument,
    "\n  mutation VisitorDeskSetRetentionDays($days: Int!) {\n    setVisitorRetentionDays(days: $days) {\n      retentionDays\n    }\n  }\n": typeof types.VisitorDeskSetRetentionDaysDocument,
    "\n  fragment AdminWaitlistPlace on WaitlistPlace {\n    id\n    hostelId\n    hostelName\n    roomType\n    status\n    position\n    inLine\n    joinedAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    offer {\n      id\n      bed\n      status\n      expiresAt\n      room {\n        id\n        number\n      }\n    }\n  }\n": typeof types.AdminWaitlistPlaceFragmentDoc,
    "\n  query AdminWaitlistHostels {\n    hostels {\n      id\n      name\n    }\n  }\n": typeof types.AdminWaitlistHostelsDocument,
    "\n  query AdminWaitlist($hostelId: ID!) {\n    waitlist(hostelId: $hostelId) {\n      ...AdminWaitlistPlace\n    }\n  }\n": typeof types.AdminWaitlistDocument,
    "\n  mutation AdminMoveWaitlistPlace($id: ID!, $position: Int!, $reason: String!) {\n    moveWaitlistPlace(id: $id, position: $position, reason: $reason) {\n      ...AdminWaitlistPlace\n    }\n  }\n": typeof types.AdminMoveWaitlistPlaceDocument,
    "\n  mutation AdminRemoveWaitlistPlace($id: ID!, $reason: String!) {\n    removeWaitlistPlace(id: $id, reason: $reason) {\n      ...AdminWaitlistPlace\n    }\n  }\n": typeof types.AdminRemoveWaitlistPlaceDocument,
    "\n  subscription AdminWaitlistUpdates {\n    waitlistUpdates {\n      hostelId\n    }\n  }\n": typeof types.AdminWaitlistUpdatesDocument,
    "\n  fragment AdminYearClosing on YearClosing {\n    closedYear\n    closedAt\n    allocationsArchived\n    roomsFreed\n    waitlistPlacesClosed\n    selectionWindowsRemoved\n    rosterEntriesKept\n  }\n": typeof types.AdminYearClosingFragmentDoc,
    "\n  query AdminAcademicYears {\n    currentAcademicYear {\n      id\n      name\n      openedAt\n      closedAt\n      current\n      suggestedNextName\n      openedBy {\n        ...AdminYearClosing\n      }\n    }\n    academicYears {\n      id\n      name\n      openedAt\n      closedAt\n      current\n    }\n  }\n": typeof types.AdminAcademicYearsDocument,
    "\n  query AdminPendingBeforeClose {\n    pendingBeforeClose {\n      kind\n      id\n      studentId\n      studentName\n      enrollmentId\n      hostelId\n      hostel\n      detail\n      status\n    }\n  }\n": typeof types.AdminPendingBeforeCloseDocument,
    "\n  mutation AdminCloseAcademicYear($nextName: String!) {\n    closeAcademicYear(nextName: $nextName) {\n      id\n      name\n      openedAt\n      closedAt\n      current\n      suggestedNextName\n      openedBy {\n        ...AdminYearClosing\n      }\n    }\n  }\n": typeof types.AdminCloseAcademicYearDocument,
    "\n  query AdminMustEnrol {\n    mySignInSecurity {\n      required\n      factors {\n        id\n      }\n    }\n  }\n": typeof types.AdminMustEnrolDocument,
    "\n  query AdminStaffViewer {\n    me {\n      id\n      role\n    }\n  }\n": typeof types.AdminStaffViewerDocument,
};
const documents: Documents = {
    "\n  query AdminAuditEvents($filter: AuditFilter) {\n    auditEvents(filter: $filter) {\n      nextBefore\n      items {\n        id\n        at\n        actorName\n        actorRole\n        action\n        objectType\n        objectId\n        studentId\n        address\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n": types.AdminAuditEventsDocument,
    "\n  fragment AdminActivity on Activity {\n    id\n    type\n    description\n    timestamp\n    resolved\n    outpassId\n    roomRequestId\n  }\n": types.AdminActivityFragmentDoc,
    "\n  fragment AdminCountsFields on AdminCounts {\n    totalStudents\n    pendingOutpasses\n    pendingRoomRequests\n    overdueOutpasses\n  }\n": types.AdminCountsFieldsFragmentDoc,
    "\n  query AdminDashboardCounts {\n    adminCounts {\n      ...AdminCountsFields\n    }\n  }\n": types.AdminDashboardCountsDocument,
    "\n  query AdminRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      ...AdminActivity\n    }\n  }\n": types.AdminRecentActivityDocument,
    "\n  subscription AdminDashboardFeed {\n    adminFeed {\n      kind\n      activity {\n        ...AdminActivity\n      }\n      counts {\n        ...AdminCountsFields\n      }\n    }\n  }\n": types.AdminDashboardFeedDocument,
    "\n  fragment AdminAwayOutpass on Outpass {\n    id\n    name\n    rollNo\n    where\n    dateOfArrival\n    returnTime\n    status\n  }\n": types.AdminAwayOutpassFragmentDoc,
    "\n  query AdminAwayNow {\n    outpassesByStatus(statuses: [OUT, OVERDUE]) {\n      ...AdminAwayOutpass\n    }\n  }\n": types.AdminAwayNowDocument,
    "\n  subscription AdminAwayChanges {\n    outpassChanged {\n      ...AdminAwayOutpass\n    }\n  }\n": types.AdminAwayChangesDocument,
    "\n  query AdminDashboardCharts {\n    hostels {\n      id\n      name\n      totalBeds\n      freeBeds\n    }\n    dailyCounts(days: 14) {\n      day\n      roomRequests\n      outpasses\n    }\n  }\n": types.AdminDashboardChartsDocument,
    "\n  fragment DeskParcel on Parcel {\n    id\n    status\n    studentId\n    studentName\n    enrollmentId\n    hostelId\n    hostelName\n    courier\n    trackingNumber\n    shelf\n    perishable\n    loggedAt\n    remindedAt\n    collectedAt\n    handedOverByName\n    returnedAt\n    returnableFrom\n  }\n": types.DeskParcelFragmentDoc,
    "\n  query DeskParcelRecipients($query: String!, $hostelId: ID) {\n    parcelRecipients(query: $query, hostelId: $hostelId) {\n      studentId\n      name\n      enrollmentId\n      hostelId\n      hostelName\n      roomNumber\n    }\n  }\n": types.DeskParcelRecipientsDocument,
    "\n  mutation DeskLogParcel($input: LogParcelInput!) {\n    logParcel(input: $input) {\n      ...DeskParcel\n    }\n  }\n": types.DeskLogParcelDocument,
    "\n  query DeskHostels {\n    frontDeskHostels {\n      id\n      name\n    }\n  }\n": types.DeskHostelsDocument,
    "\n  query DeskParcels($filter: FrontDeskParcelFilter) {\n    frontDeskParcels(filter: $filter) {\n      ...DeskParcel\n    }\n  }\n": types.DeskParcelsDocument,
    "\n  mutation DeskCollectParcel($code: String!) {\n    collectParcel(code: $code) {\n      ...DeskParcel\n    }\n  }\n": types.DeskCollectParcelDocument,
    "\n  mutation DeskReturnParcel($id: ID!) {\n    returnParcel(id: $id) {\n      ...DeskParcel\n    }\n  }\n": types.DeskReturnParcelDocument,
    "\n  subscription DeskParcelChanged {\n    parcelChanged\n  }\n": types.DeskParcelChangedDocument,
    "\n  query DeskParcelSettings {\n    parcelSettings {\n      returnAfterDays\n    }\n  }\n": types.DeskParcelSettingsDocument,
    "\n  mutation DeskSetParcelReturnDays($days: Int!) {\n    setParcelReturnDays(days: $days) {\n      returnAfterDays\n    }\n  }\n": types.DeskSetParcelReturnDaysDocument,
    "\n  mutation AdminScanGatePass($code: String!, $direction: GateDirection!) {\n    scanGatePass(code: $code, direction: $direction) {\n      direction\n      at\n      late\n      studentName\n      initial\n      enrollmentId\n      hostelName\n      early\n      warning\n      outpass {\n        id\n        where\n        dateOfArrival\n        returnTime\n        expectedReturnAt\n        status\n      }\n    }\n  }\n": types.AdminScanGatePassDocument,
    "\n  fragment AdminInventoryHostel on Hostel {\n    id\n    name\n    title\n    gender\n    bookingMode\n    firstFloor\n    floors\n    amenities\n    guardianConsentRequired\n    totalRooms\n    availableRooms\n    outOfServiceRooms\n    retired\n  }\n": types.AdminInventoryHostelFragmentDoc,
    "\n  fragment AdminInventoryRoom on Room {\n    id\n    hostelId\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    heldBeds\n    inService\n    outOfServiceReason\n    retired\n    accessible\n  }\n": types.AdminInventoryRoomFragmentDoc,
    "\n  query AdminInventory {\n    hostels(includeRetired: true) {\n      ...AdminInventoryHostel\n    }\n  }\n": types.AdminInventoryDocument,
    "\n  query AdminHostelRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...AdminInventoryRoom\n    }\n  }\n": types.AdminHostelRoomsDocument,
    "\n  query AdminRoomOccupants($roomId: ID!) {\n    roomOccupants(roomId: $roomId) {\n      roomId\n      bed\n      studentId\n      name\n      enrollmentId\n      held\n    }\n  }\n": types.AdminRoomOccupantsDocument,
    "\n  mutation AdminCreateHostel($input: NewHostelInput!) {\n    createHostel(input: $input) {\n      ...AdminInventoryHostel\n    }\n  }\n": types.AdminCreateHostelDocument,
    "\n  mutation AdminUpdateHostel($hostelId: ID!, $changes: HostelChangesInput!) {\n    updateHostel(hostelId: $hostelId, changes: $changes) {\n      ...AdminInventoryHostel\n    }\n  }\n": types.AdminUpdateHostelDocument,
    "\n  mutation AdminRetireHostel($hostelId: ID!) {\n    retireHostel(hostelId: $hostelId) {\n      ...AdminInventoryHostel\n    }\n  }\n": types.AdminRetireHostelDocument,
    "\n  mutation AdminAddRoom($hostelId: ID!, $input: NewRoomInput!) {\n    addRoom(hostelId: $hostelId, input: $input) {\n      ...AdminInventoryRoom\n    }\n  }\n": types.AdminAddRoomDocument,
    "\n  mutation AdminUpdateRoom($roomId: ID!, $changes: RoomChangesInput!) {\n    updateRoom(roomId: $roomId, changes: $changes) {\n      ...AdminInventoryRoom\n    }\n  }\n": types.AdminUpdateRoomDocument,
    "\n  mutation AdminSetRoomInService($roomId: ID!, $inService: Boolean!, $reason: String) {\n    setRoomInService(roomId: $roomId, inService: $inService, reason: $reason) {\n      ...AdminInventoryRoom\n    }\n  }\n": types.AdminSetRoomInServiceDocument,
    "\n  mutation AdminRetireRoom($roomId: ID!) {\n    retireRoom(roomId: $roomId) {\n      id\n      retired\n    }\n  }\n": types.AdminRetireRoomDocument,
    "\n  query AdminPendingOutpasses {\n    pendingOutpasses {\n      id\n      name\n      rollNo\n      where\n      responsibility\n      reason\n      dateOfArrival\n      outTime\n      returnTime\n      expectedReturnAt\n      guardianConsent\n    }\n  }\n": types.AdminPendingOutpassesDocument,
    "\n  mutation AdminDecideOutpass($id: ID!, $decision: Decision!, $reason: String) {\n    decideOutpass(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.AdminDecideOutpassDocument,
    "\n  subscription AdminOutpassChanged {\n    outpassChanged {\n      id\n      status\n      guardianConsent\n    }\n  }\n": types.AdminOutpassChangedDocument,
    "\n  query AdminProfile {\n    me {\n      id\n      name\n      email\n      address\n      phoneNumber\n      dob\n    }\n  }\n": types.AdminProfileDocument,
    "\n  fragment AdminRepairJobRow on RepairJob {\n    id\n    status\n    category\n    description\n    urgency\n    priority\n    hostelId\n    hostelName\n    roomNumber\n    commonArea\n    studentName\n    assigneeId\n    assigneeName\n    dueAt\n    overdue\n    createdAt\n  }\n": types.AdminRepairJobRowFragmentDoc,
    "\n  fragment AdminRepairJob on RepairJob {\n    ...AdminRepairJobRow\n    mayEnter\n    studentId\n    roomInService\n    mergedIntoId\n    assignedAt\n    startedAt\n    fixedAt\n    closedAt\n    photos {\n      id\n      url\n      width\n      height\n      sentByName\n      createdAt\n    }\n    comments {\n      id\n      authorName\n      body\n      internal\n      createdAt\n    }\n  }\n": types.AdminRepairJobFragmentDoc,
    "\n  query AdminRepairJobs($filter: RepairJobFilter) {\n    repairJobs(filter: $filter) {\n      ...AdminRepairJobRow\n    }\n  }\n": types.AdminRepairJobsDocument,
    "\n  query AdminRepairJob($id: ID!) {\n    repairJob(id: $id) {\n      ...AdminRepairJob\n    }\n  }\n": types.AdminRepairJobDocument,
    "\n  query AdminRepairStats($days: Int) {\n    repairStats(days: $days) {\n      days\n      open {\n        hostelName\n        category\n        open\n        overdue\n      }\n      fixed\n      medianHoursToFix\n      fixedInTimeShare\n    }\n  }\n": types.AdminRepairStatsDocument,
    "\n  query AdminMaintenanceStaff($trade: Trade) {\n    maintenanceStaff(trade: $trade) {\n      id\n      name\n      trade\n      openJobs\n    }\n  }\n": types.AdminMaintenanceStaffDocument,
    "\n  query AdminRepairPriorityTimes {\n    repairPriorityTimes {\n      priority\n      hours\n    }\n  }\n": types.AdminRepairPriorityTimesDocument,
    "\n  mutation AdminSetRepairPriorityTime($priority: RepairPriority!, $hours: Int!) {\n    setRepairPriorityTime(priority: $priority, hours: $hours) {\n      priority\n      hours\n    }\n  }\n": types.AdminSetRepairPriorityTimeDocument,
    "\n  mutation AdminPrioritiseRepair($id: ID!, $priority: RepairPriority!) {\n    prioritiseRepair(id: $id, priority: $priority) {\n      ...AdminRepairJob\n    }\n  }\n": types.AdminPrioritiseRepairDocument,
    "\n  mutation AdminAssignRepair($id: ID!, $assigneeId: ID!) {\n    assignRepair(id: $id, assigneeId: $assigneeId) {\n      ...AdminRepairJob\n    }\n  }\n": types.AdminAssignRepairDocument,
    "\n  mutation AdminMergeRepair($id: ID!, $intoId: ID!) {\n    mergeRepair(id: $id, intoId: $intoId) {\n      ...AdminRepairJob\n    }\n  }\n": types.AdminMergeRepairDocument,
    "\n  mutation AdminSetRepairRoomService($id: ID!, $inService: Boolean!) {\n    setRepairRoomService(id: $id, inService: $inService) {\n      ...AdminRepairJob\n    }\n  }\n": types.AdminSetRepairRoomServiceDocument,
    "\n  mutation AdminCommentOnRepair($id: ID!, $body: String!, $internal: Boolean) {\n    commentOnRepair(id: $id, body: $body, internal: $internal) {\n      ...AdminRepairJob\n    }\n  }\n": types.AdminCommentOnRepairDocument,
    "\n  query MaintenanceMyRepairJobs {\n    myRepairJobs {\n      ...AdminRepairJob\n    }\n  }\n": types.MaintenanceMyRepairJobsDocument,
    "\n  mutation MaintenanceStartRepair($id: ID!, $note: String) {\n    startRepair(id: $id, note: $note) {\n      ...AdminRepairJob\n    }\n  }\n": types.MaintenanceStartRepairDocument,
    "\n  mutation MaintenanceFixRepair($id: ID!, $note: String!) {\n    fixRepair(id: $id, note: $note) {\n      ...AdminRepairJob\n    }\n  }\n": types.MaintenanceFixRepairDocument,
    "\n  subscription AdminRepairChanged {\n    repairChanged\n  }\n": types.AdminRepairChangedDocument,
    "\n  query AdminHostels {\n    hostels {\n      id\n      name\n      gender\n      totalRooms\n      availableRooms\n      bookedRooms\n      singleRooms\n      doubleRooms\n      amenities\n    }\n  }\n": types.AdminHostelsDocument,
    "\n  fragment AdminRequestedRoom on Room {\n    id\n    hostelName\n    number\n    type\n    isAvailable\n    freeBeds\n  }\n": types.AdminRequestedRoomFragmentDoc,
    "\n  query AdminPendingRoomRequests {\n    pendingRoomRequests {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n      }\n      group {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n": types.AdminPendingRoomRequestsDocument,
    "\n  query AdminRoomRequest($id: ID!) {\n    roomRequest(id: $id) {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      group {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n    }\n  }\n": types.AdminRoomRequestDocument,
    "\n  mutation AdminDecideRoomRequest($id: ID!, $decision: Decision!, $reason: String) {\n    decideRoomRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      fits\n      room {\n        id\n        freeBeds\n        isAvailable\n      }\n    }\n  }\n": types.AdminDecideRoomRequestDocument,
    "\n  subscription AdminRoomRequestUpdates {\n    roomRequestUpdates {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      room {\n        ...AdminRequestedRoom\n      }\n    }\n  }\n": types.AdminRoomRequestUpdatesDocument,
    "\n  query AdminCampusSettings {\n    campusSettings {\n      signupMode\n    }\n  }\n": types.AdminCampusSettingsDocument,
    "\n  mutation AdminSetSignupMode($mode: SignupMode!) {\n    setSignupMode(mode: $mode) {\n      signupMode\n    }\n  }\n": types.AdminSetSignupModeDocument,
    "\n  query AdminRoster($search: String, $offset: Int!, $limit: Int!, $academicYear: String) {\n    academicYears {\n      id\n      name\n      current\n      closedAt\n    }\n    roster(search: $search, offset: $offset, limit: $limit, academicYear: $academicYear) {\n      academicYear {\n        id\n        name\n        current\n        closedAt\n      }\n      total\n      entries {\n        enrollmentId\n        name\n        email\n        gender\n        yearOfStudy\n        programme\n        needsAccessibleRoom\n        signedUp\n        invitedAt\n      }\n    }\n  }\n": types.AdminRosterDocument,
    "\n  mutation AdminAddRosterStudent($input: RosterStudentInput!) {\n    addRosterStudent(input: $input) {\n      enrollmentId\n      name\n      email\n      gender\n      yearOfStudy\n      programme\n      needsAccessibleRoom\n      signedUp\n      invitedAt\n    }\n  }\n": types.AdminAddRosterStudentDocument,
    "\n  mutation AdminInviteRosterStudents($enrollmentIds: [String!]) {\n    inviteRosterStudents(enrollmentIds: $enrollmentIds)\n  }\n": types.AdminInviteRosterStudentsDocument,
    "\n  fragment AdminRosterCarry on RosterCarry {\n    dryRun\n    fromYear\n    intoYear\n    lastYearOfStudy\n    carried\n    steps {\n      yearOfStudy\n      students\n    }\n    finalYear\n    alreadyOnRoster\n    leftOut {\n      enrollmentId\n      name\n      yearOfStudy\n      reason\n    }\n  }\n": types.AdminRosterCarryFragmentDoc,
    "\n  query AdminRosterCarryPreview($lastYearOfStudy: Int) {\n    rosterCarryPreview(lastYearOfStudy: $lastYearOfStudy) {\n      ...AdminRosterCarry\n    }\n  }\n": types.AdminRosterCarryPreviewDocument,
    "\n  mutation AdminCarryRosterForward($lastYearOfStudy: Int) {\n    carryRosterForward(lastYearOfStudy: $lastYearOfStudy) {\n      ...AdminRosterCarry\n    }\n  }\n": types.AdminCarryRosterForwardDocument,
    "\n  query AdminSignInSecurity {\n    mySignInSecurity {\n      ...AdminSignInSecurity_factors\n    }\n  }\n": types.AdminSignInSecurityDocument,
    "\n  fragment AdminSignInSecurity_factors on SignInSecurity {\n    required\n    recoveryCodesLeft\n    factors {\n      id\n      kind\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.AdminSignInSecurity_FactorsFragmentDoc,
    "\n  mutation AdminStartPasskeyEnrolment {\n    startPasskeyEnrolment\n  }\n": types.AdminStartPasskeyEnrolmentDocument,
    "\n  mutation AdminFinishPasskeyEnrolment($response: String!, $name: String) {\n    finishPasskeyEnrolment(response: $response, name: $name) {\n      recoveryCodes\n      factors {\n        ...AdminSignInSecurity_factors\n      }\n    }\n  }\n": types.AdminFinishPasskeyEnrolmentDocument,
    "\n  mutation AdminStartTotpEnrolment {\n    startTotpEnrolment {\n      secret\n      uri\n      qrCode\n    }\n  }\n": types.AdminStartTotpEnrolmentDocument,
    "\n  mutation AdminFinishTotpEnrolment($code: String!, $name: String) {\n    finishTotpEnrolment(code: $code, name: $name) {\n      recoveryCodes\n      factors {\n        ...AdminSignInSecurity_factors\n      }\n    }\n  }\n": types.AdminFinishTotpEnrolmentDocument,
    "\n  mutation AdminRegenerateRecoveryCodes {\n    regenerateRecoveryCodes\n  }\n": types.AdminRegenerateRecoveryCodesDocument,
    "\n  mutation AdminRemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id) {\n      ...AdminSignInSecurity_factors\n    }\n  }\n": types.AdminRemoveSecondFactorDocument,
    "\n  fragment QuestionnaireCard_process on SelectionProcess {\n    id\n    status\n    questionnaire {\n      key\n      label\n      kind\n      choices\n      weight\n      dealbreaker\n    }\n  }\n": types.QuestionnaireCard_ProcessFragmentDoc,
    "\n  mutation AdminSetRoommateQuestionnaire($processId: ID!, $questions: [RoommateQuestionInput!]!) {\n    setRoommateQuestionnaire(processId: $processId, questions: $questions) {\n      ...QuestionnaireCard_process\n    }\n  }\n": types.AdminSetRoommateQuestionnaireDocument,
    "\n  fragment AdminSelectionEntrant on SelectionEntrant {\n    lotteryNumber\n    slot\n    enrollmentId\n    name\n    outcome\n    group\n    room\n    reason\n  }\n": types.AdminSelectionEntrantFragmentDoc,
    "\n  fragment AdminOutcomeCounts on EntrantOutcomeCounts {\n    entrants\n    chose\n    placed\n    pending\n    notPlaced\n    notYet\n  }\n": types.AdminOutcomeCountsFragmentDoc,
    "\n  query AdminSelectionDay($processId: ID!) {\n    selectionDay(processId: $processId) {\n      processId\n      name\n      status\n      closesAt\n      selectingThrough\n      nextSlot\n      nextSlotAt\n      counts {\n        ...AdminOutcomeCounts\n      }\n      slots {\n        slot\n        opensAt\n        entrants\n        chose\n        placed\n        pending\n        notYet\n        notPlaced\n        byHostel {\n          hostel\n          chose\n          pending\n        }\n      }\n      bedsLeft {\n        hostel\n        roomType\n        beds\n      }\n      current {\n        ...AdminSelectionEntrant\n      }\n      now\n    }\n    selectionProcess(id: $processId) {\n      id\n      hostels {\n        id\n        name\n      }\n    }\n  }\n": types.AdminSelectionDayDocument,
    "\n  subscription AdminSelectionDayRooms($hostel: String!) {\n    roomChanges(hostel: $hostel) {\n      id\n    }\n  }\n": types.AdminSelectionDayRoomsDocument,
    "\n  subscription AdminSelectionDayRequests {\n    roomRequestUpdates {\n      id\n      status\n    }\n  }\n": types.AdminSelectionDayRequestsDocument,
    "\n  query AdminSelectionEntrants($processId: ID!, $filter: SelectionEntrantsFilter) {\n    selectionEntrants(processId: $processId, filter: $filter) {\n      counts {\n        ...AdminOutcomeCounts\n      }\n      matching\n      entrants {\n        ...AdminSelectionEntrant\n      }\n    }\n    selectionProcess(id: $processId) {\n      id\n      name\n      status\n    }\n  }\n": types.AdminSelectionEntrantsDocument,
    "\n  fragment AdminSelectionProcess on SelectionProcess {\n    id\n    name\n    status\n    hostels {\n      id\n      name\n    }\n    genders\n    yearsOfStudy\n    draw\n    seed\n    firstSlotAt\n    slotMinutes\n    perSlot\n    closesAt\n    entrants\n    slots\n    lastSlotAt\n    publishedAt\n    drawDigest\n    createdAt\n    now\n    assignment {\n      entrants\n      chose\n      placed\n      pending\n      unplaced\n      mailed\n      runAt\n      publishedAt\n      unplacedStudents {\n        name\n        enrollmentId\n        reason\n      }\n    }\n  }\n": types.AdminSelectionProcessFragmentDoc,
    "\n  query AdminSelectionProcesses {\n    selectionProcesses {\n      ...AdminSelectionProcess\n    }\n  }\n": types.AdminSelectionProcessesDocument,
    "\n  query AdminSelectionProcess($id: ID!) {\n    selectionProcess(id: $id) {\n      ...AdminSelectionProcess\n      ...QuestionnaireCard_process\n    }\n  }\n": types.AdminSelectionProcessDocument,
    "\n  query AdminSelectionProcessHostels {\n    hostels {\n      id\n      name\n    }\n  }\n": types.AdminSelectionProcessHostelsDocument,
    "\n  query AdminPreviewSelectionProcess($input: SelectionProcessInput!) {\n    previewSelectionProcess(input: $input) {\n      entrants\n      slots\n      lastSlotAt\n      closesAt\n      fits\n      message\n    }\n  }\n": types.AdminPreviewSelectionProcessDocument,
    "\n  mutation AdminCreateSelectionProcess($input: SelectionProcessInput!) {\n    createSelectionProcess(input: $input) {\n      ...AdminSelectionProcess\n    }\n  }\n": types.AdminCreateSelectionProcessDocument,
    "\n  mutation AdminUpdateSelectionProcess($id: ID!, $input: SelectionProcessInput!) {\n    updateSelectionProcess(id: $id, input: $input) {\n      ...AdminSelectionProcess\n    }\n  }\n": types.AdminUpdateSelectionProcessDocument,
    "\n  mutation AdminDeleteSelectionProcess($id: ID!) {\n    deleteSelectionProcess(id: $id)\n  }\n": types.AdminDeleteSelectionProcessDocument,
    "\n  mutation AdminPublishSelectionProcess($id: ID!) {\n    publishSelectionProcess(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n": types.AdminPublishSelectionProcessDocument,
    "\n  mutation AdminRunSelectionAssignment($id: ID!) {\n    runSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n": types.AdminRunSelectionAssignmentDocument,
    "\n  mutation AdminUndoSelectionAssignment($id: ID!) {\n    undoSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n": types.AdminUndoSelectionAssignmentDocument,
    "\n  mutation AdminPublishSelectionAssignment($id: ID!) {\n    publishSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n": types.AdminPublishSelectionAssignmentDocument,
    "\n  query AdminEarlyExitRules {\n    hostels {\n      id\n      name\n      earlyExit\n    }\n  }\n": types.AdminEarlyExitRulesDocument,
    "\n  mutation AdminSetEarlyExitRule($hostelId: ID!, $rule: EarlyExitRule!) {\n    setEarlyExitRule(hostelId: $hostelId, rule: $rule) {\n      id\n      earlyExit\n    }\n  }\n": types.AdminSetEarlyExitRuleDocument,
    "\n  query AdminGuardianConsent {\n    hostels {\n      id\n      name\n      guardianConsentRequired\n    }\n  }\n": types.AdminGuardianConsentDocument,
    "\n  mutation AdminSetGuardianConsentRequired($hostelId: ID!, $required: Boolean!) {\n    setGuardianConsentRequired(hostelId: $hostelId, required: $required) {\n      id\n      guardianConsentRequired\n    }\n  }\n": types.AdminSetGuardianConsentRequiredDocument,
    "\n  query AdminSelectionWindows {\n    selectionWindows {\n      hostelId\n      hostelName\n      opensAt\n      closesAt\n      enrollmentPrefixes\n      updatedAt\n    }\n    hostels {\n      id\n      name\n    }\n  }\n": types.AdminSelectionWindowsDocument,
    "\n  mutation AdminSetSelectionWindow($input: SelectionWindowInput!) {\n    setSelectionWindow(input: $input) {\n      hostelId\n      hostelName\n      opensAt\n      closesAt\n      enrollmentPrefixes\n      updatedAt\n    }\n  }\n": types.AdminSetSelectionWindowDocument,
    "\n  mutation AdminClearSelectionWindow($hostelId: ID!) {\n    clearSelectionWindow(hostelId: $hostelId)\n  }\n": types.AdminClearSelectionWindowDocument,
    "\n  mutation AdminResetSecondFactors($userId: ID!) {\n    resetSecondFactors(userId: $userId)\n  }\n": types.AdminResetSecondFactorsDocument,
    "\n  query AdminStaff {\n    staff {\n      id\n      name\n      email\n      role\n      status\n      invitedAt\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n    hostels {\n      id\n      name\n    }\n  }\n": types.AdminStaffDocument,
    "\n  mutation AdminInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n      name\n      email\n      role\n      status\n      invitedAt\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n  }\n": types.AdminInviteStaffDocument,
    "\n  mutation AdminUpdateStaff($id: ID!, $input: UpdateStaffInput!) {\n    updateStaff(id: $id, input: $input) {\n      id\n      role\n      status\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n  }\n": types.AdminUpdateStaffDocument,
    "\n  mutation AdminResendInvite($id: ID!) {\n    resendStaffInvite(id: $id) {\n      id\n      invitedAt\n      status\n    }\n  }\n": types.AdminResendInviteDocument,
    "\n  mutation AdminSetAccountDisabled($id: ID!, $disabled: Boolean!) {\n    setAccountDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": types.AdminSetAccountDisabledDocument,
    "\n  mutation AdminCheckOutStudent($studentId: ID!, $reason: String!) {\n    checkOutStudent(studentId: $studentId, reason: $reason)\n  }\n": types.AdminCheckOutStudentDocument,
    "\n  mutation AdminReassignStudent($studentId: ID!, $roomId: ID!, $withRoommate: Boolean!, $reason: String!) {\n    reassignStudent(studentId: $studentId, roomId: $roomId, withRoommate: $withRoommate, reason: $reason) {\n      bed\n      room {\n        id\n        number\n        hostelName\n        freeBeds\n        isAvailable\n      }\n      roommates {\n        id\n        name\n      }\n    }\n  }\n": types.AdminReassignStudentDocument,
    "\n  mutation AdminSwapStudents($studentId: ID!, $otherStudentId: ID!, $reason: String!) {\n    swapStudents(studentId: $studentId, otherStudentId: $otherStudentId, reason: $reason)\n  }\n": types.AdminSwapStudentsDocument,
    "\n  query AdminMoveHostels {\n    hostels {\n      id\n      name\n    }\n  }\n": types.AdminMoveHostelsDocument,
    "\n  query AdminMoveRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      id\n      number\n      type\n      capacity\n      freeBeds\n      isAvailable\n    }\n  }\n": types.AdminMoveRoomsDocument,
    "\n  query AdminStudentRoommates($id: ID!) {\n    studentRecord(id: $id) {\n      student {\n        id\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n": types.AdminStudentRoommatesDocument,
    "\n  query AdminStudents($search: String!, $page: Int!) {\n    students(search: $search, page: $page, pageSize: 20) {\n      page\n      hasMore\n      items {\n        id\n        name\n        email\n        enrollmentId\n        disabled\n        hostelName\n        roomNumber\n        bed\n      }\n    }\n  }\n": types.AdminStudentsDocument,
    "\n  query AdminStudentRecord($id: ID!) {\n    studentRecord(id: $id) {\n      student {\n        id\n        name\n        email\n        enrollmentId\n        gender\n        phoneNumber\n        address\n        dob\n      }\n      bed {\n        bed\n        room {\n          id\n          number\n          hostelName\n          type\n        }\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n      roomRequests {\n        id\n        status\n        createdAt\n        decidedAt\n        decisionReason\n        room {\n          id\n          number\n          hostelName\n        }\n        student {\n          id\n          name\n        }\n        roommate {\n          id\n          name\n        }\n      }\n      outpasses {\n        id\n        where\n        dateOfArrival\n        outTime\n        returnTime\n        status\n        createdAt\n        decisionReason\n      }\n      years {\n        name\n        openedAt\n        closedAt\n        current\n        allocation {\n          hostel\n          roomNumber\n          bed\n          heldFrom\n          heldUntil\n        }\n        roomRequests {\n          id\n          status\n          createdAt\n          room {\n            id\n            number\n            hostelName\n          }\n        }\n        outpasses {\n          id\n          where\n          dateOfArrival\n          outTime\n          returnTime\n          status\n          createdAt\n        }\n        waitlist {\n          hostel\n          roomType\n          status\n          joinedAt\n          endedAt\n        }\n      }\n      audit {\n        id\n        at\n        actorName\n        actorRole\n        action\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n": types.AdminStudentRecordDocument,
    "\n  fragment DeskVisit on Visit {\n    id\n    status\n    hostelId\n    hostelName\n    studentId\n    studentName\n    roomNumber\n    visitorName\n    visitorPhone\n    relation\n    visitorGender\n    day\n    expectedFrom\n    expectedTo\n    overnight\n    walkIn\n    commonRoomOnly\n    idType\n    idLast4\n    createdAt\n    askExpiresAt\n    decidedAt\n    decidedByName\n    decisionNote\n    signedInAt\n    signedInByName\n    signedOutAt\n    signedOutByName\n    overstayed\n  }\n": types.DeskVisitFragmentDoc,
    "\n  query VisitorDeskVisits($filter: FrontDeskVisitFilter) {\n    frontDeskVisits(filter: $filter) {\n      ...DeskVisit\n    }\n  }\n": types.VisitorDeskVisitsDocument,
    "\n  query VisitorDeskPass($code: String!) {\n    visitorPass(code: $code) {\n      ...DeskVisit\n    }\n  }\n": types.VisitorDeskPassDocument,
    "\n  mutation VisitorDeskSignIn($input: SignInVisitorInput!) {\n    signInVisitor(input: $input) {\n      ...DeskVisit\n    }\n  }\n": types.VisitorDeskSignInDocument,
    "\n  mutation VisitorDeskSignOut($id: ID!) {\n    signOutVisitor(id: $id) {\n      ...DeskVisit\n    }\n  }\n": types.VisitorDeskSignOutDocument,
    "\n  mutation VisitorDeskWalkIn($input: WalkInInput!) {\n    registerWalkIn(input: $input) {\n      ...DeskVisit\n    }\n  }\n": types.VisitorDeskWalkInDocument,
    "\n  query VisitorDeskHostSearch($query: String!) {\n    parcelRecipients(query: $query) {\n      studentId\n      name\n      enrollmentId\n      hostelId\n      hostelName\n      roomNumber\n    }\n  }\n": types.VisitorDeskHostSearchDocument,
    "\n  subscription VisitorDeskVisitChanged {\n    visitChanged\n  }\n": types.VisitorDeskVisitChangedDocument,
    "\n  mutation VisitorDeskDecide($id: ID!, $approve: Boolean!, $note: String) {\n    decideVisit(id: $id, approve: $approve, note: $note) {\n      ...DeskVisit\n    }\n  }\n": types.VisitorDeskDecideDocument,
    "\n  query VisitorDeskHostels {\n    frontDeskHostels {\n      id\n      name\n    }\n  }\n": types.VisitorDeskHostelsDocument,
    "\n  query VisitorDeskRules($hostelId: ID!) {\n    visitorRules(hostelId: $hostelId) {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n    }\n  }\n": types.VisitorDeskRulesDocument,
    "\n  mutation VisitorDeskSetRules($input: VisitorRulesInput!) {\n    setVisitorRules(input: $input) {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n    }\n  }\n": types.VisitorDeskSetRulesDocument,
    "\n  query VisitorDeskSettings {\n    visitorSettings {\n      retentionDays\n    }\n  }\n": types.VisitorDeskSettingsDocument,
    "\n  mutation VisitorDeskSetRetentionDays($days: Int!) {\n    setVisitorRetentionDays(days: $days) {\n      retentionDays\n    }\n  }\n": types.VisitorDeskSetRetentionDaysDocument,
    "\n  fragment AdminWaitlistPlace on WaitlistPlace {\n    id\n    hostelId\n    hostelName\n    roomType\n    status\n    position\n    inLine\n    joinedAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    offer {\n      id\n      bed\n      status\n      expiresAt\n      room {\n        id\n        number\n      }\n    }\n  }\n": types.AdminWaitlistPlaceFragmentDoc,
    "\n  query AdminWaitlistHostels {\n    hostels {\n      id\n      name\n    }\n  }\n": types.AdminWaitlistHostelsDocument,
    "\n  query AdminWaitlist($hostelId: ID!) {\n    waitlist(hostelId: $hostelId) {\n      ...AdminWaitlistPlace\n    }\n  }\n": types.AdminWaitlistDocument,
    "\n  mutation AdminMoveWaitlistPlace($id: ID!, $position: Int!, $reason: String!) {\n    moveWaitlistPlace(id: $id, position: $position, reason: $reason) {\n      ...AdminWaitlistPlace\n    }\n  }\n": types.AdminMoveWaitlistPlaceDocument,
    "\n  mutation AdminRemoveWaitlistPlace($id: ID!, $reason: String!) {\n    removeWaitlistPlace(id: $id, reason: $reason) {\n      ...AdminWaitlistPlace\n    }\n  }\n": types.AdminRemoveWaitlistPlaceDocument,
    "\n  subscription AdminWaitlistUpdates {\n    waitlistUpdates {\n      hostelId\n    }\n  }\n": types.AdminWaitlistUpdatesDocument,
    "\n  fragment AdminYearClosing on YearClosing {\n    closedYear\n    closedAt\n    allocationsArchived\n    roomsFreed\n    waitlistPlacesClosed\n    selectionWindowsRemoved\n    rosterEntriesKept\n  }\n": types.AdminYearClosingFragmentDoc,
    "\n  query AdminAcademicYears {\n    currentAcademicYear {\n      id\n      name\n      openedAt\n      closedAt\n      current\n      suggestedNextName\n      openedBy {\n        ...AdminYearClosing\n      }\n    }\n    academicYears {\n      id\n      name\n      openedAt\n      closedAt\n      current\n    }\n  }\n": types.AdminAcademicYearsDocument,
    "\n  query AdminPendingBeforeClose {\n    pendingBeforeClose {\n      kind\n      id\n      studentId\n      studentName\n      enrollmentId\n      hostelId\n      hostel\n      detail\n      status\n    }\n  }\n": types.AdminPendingBeforeCloseDocument,
    "\n  mutation AdminCloseAcademicYear($nextName: String!) {\n    closeAcademicYear(nextName: $nextName) {\n      id\n      name\n      openedAt\n      closedAt\n      current\n      suggestedNextName\n      openedBy {\n        ...AdminYearClosing\n      }\n    }\n  }\n": types.AdminCloseAcademicYearDocument,
    "\n  query AdminMustEnrol {\n    mySignInSecurity {\n      required\n      factors {\n        id\n      }\n    }\n  }\n": types.AdminMustEnrolDocument,
    "\n  query AdminStaffViewer {\n    me {\n      id\n      role\n    }\n  }\n": types.AdminStaffViewerDocument,
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
export function graphql(source: "\n  query AdminAuditEvents($filter: AuditFilter) {\n    auditEvents(filter: $filter) {\n      nextBefore\n      items {\n        id\n        at\n        actorName\n        actorRole\n        action\n        objectType\n        objectId\n        studentId\n        address\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditEvents($filter: AuditFilter) {\n    auditEvents(filter: $filter) {\n      nextBefore\n      items {\n        id\n        at\n        actorName\n        actorRole\n        action\n        objectType\n        objectId\n        studentId\n        address\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminActivity on Activity {\n    id\n    type\n    description\n    timestamp\n    resolved\n    outpassId\n    roomRequestId\n  }\n"): (typeof documents)["\n  fragment AdminActivity on Activity {\n    id\n    type\n    description\n    timestamp\n    resolved\n    outpassId\n    roomRequestId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCountsFields on AdminCounts {\n    totalStudents\n    pendingOutpasses\n    pendingRoomRequests\n    overdueOutpasses\n  }\n"): (typeof documents)["\n  fragment AdminCountsFields on AdminCounts {\n    totalStudents\n    pendingOutpasses\n    pendingRoomRequests\n    overdueOutpasses\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardCounts {\n    adminCounts {\n      ...AdminCountsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardCounts {\n    adminCounts {\n      ...AdminCountsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      ...AdminActivity\n    }\n  }\n"): (typeof documents)["\n  query AdminRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      ...AdminActivity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminDashboardFeed {\n    adminFeed {\n      kind\n      activity {\n        ...AdminActivity\n      }\n      counts {\n        ...AdminCountsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminDashboardFeed {\n    adminFeed {\n      kind\n      activity {\n        ...AdminActivity\n      }\n      counts {\n        ...AdminCountsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminAwayOutpass on Outpass {\n    id\n    name\n    rollNo\n    where\n    dateOfArrival\n    returnTime\n    status\n  }\n"): (typeof documents)["\n  fragment AdminAwayOutpass on Outpass {\n    id\n    name\n    rollNo\n    where\n    dateOfArrival\n    returnTime\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAwayNow {\n    outpassesByStatus(statuses: [OUT, OVERDUE]) {\n      ...AdminAwayOutpass\n    }\n  }\n"): (typeof documents)["\n  query AdminAwayNow {\n    outpassesByStatus(statuses: [OUT, OVERDUE]) {\n      ...AdminAwayOutpass\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminAwayChanges {\n    outpassChanged {\n      ...AdminAwayOutpass\n    }\n  }\n"): (typeof documents)["\n  subscription AdminAwayChanges {\n    outpassChanged {\n      ...AdminAwayOutpass\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardCharts {\n    hostels {\n      id\n      name\n      totalBeds\n      freeBeds\n    }\n    dailyCounts(days: 14) {\n      day\n      roomRequests\n      outpasses\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardCharts {\n    hostels {\n      id\n      name\n      totalBeds\n      freeBeds\n    }\n    dailyCounts(days: 14) {\n      day\n      roomRequests\n      outpasses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskParcel on Parcel {\n    id\n    status\n    studentId\n    studentName\n    enrollmentId\n    hostelId\n    hostelName\n    courier\n    trackingNumber\n    shelf\n    perishable\n    loggedAt\n    remindedAt\n    collectedAt\n    handedOverByName\n    returnedAt\n    returnableFrom\n  }\n"): (typeof documents)["\n  fragment DeskParcel on Parcel {\n    id\n    status\n    studentId\n    studentName\n    enrollmentId\n    hostelId\n    hostelName\n    courier\n    trackingNumber\n    shelf\n    perishable\n    loggedAt\n    remindedAt\n    collectedAt\n    handedOverByName\n    returnedAt\n    returnableFrom\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskParcelRecipients($query: String!, $hostelId: ID) {\n    parcelRecipients(query: $query, hostelId: $hostelId) {\n      studentId\n      name\n      enrollmentId\n      hostelId\n      hostelName\n      roomNumber\n    }\n  }\n"): (typeof documents)["\n  query DeskParcelRecipients($query: String!, $hostelId: ID) {\n    parcelRecipients(query: $query, hostelId: $hostelId) {\n      studentId\n      name\n      enrollmentId\n      hostelId\n      hostelName\n      roomNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskLogParcel($input: LogParcelInput!) {\n    logParcel(input: $input) {\n      ...DeskParcel\n    }\n  }\n"): (typeof documents)["\n  mutation DeskLogParcel($input: LogParcelInput!) {\n    logParcel(input: $input) {\n      ...DeskParcel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskHostels {\n    frontDeskHostels {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DeskHostels {\n    frontDeskHostels {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskParcels($filter: FrontDeskParcelFilter) {\n    frontDeskParcels(filter: $filter) {\n      ...DeskParcel\n    }\n  }\n"): (typeof documents)["\n  query DeskParcels($filter: FrontDeskParcelFilter) {\n    frontDeskParcels(filter: $filter) {\n      ...DeskParcel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskCollectParcel($code: String!) {\n    collectParcel(code: $code) {\n      ...DeskParcel\n    }\n  }\n"): (typeof documents)["\n  mutation DeskCollectParcel($code: String!) {\n    collectParcel(code: $code) {\n      ...DeskParcel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskReturnParcel($id: ID!) {\n    returnParcel(id: $id) {\n      ...DeskParcel\n    }\n  }\n"): (typeof documents)["\n  mutation DeskReturnParcel($id: ID!) {\n    returnParcel(id: $id) {\n      ...DeskParcel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeskParcelChanged {\n    parcelChanged\n  }\n"): (typeof documents)["\n  subscription DeskParcelChanged {\n    parcelChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskParcelSettings {\n    parcelSettings {\n      returnAfterDays\n    }\n  }\n"): (typeof documents)["\n  query DeskParcelSettings {\n    parcelSettings {\n      returnAfterDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskSetParcelReturnDays($days: Int!) {\n    setParcelReturnDays(days: $days) {\n      returnAfterDays\n    }\n  }\n"): (typeof documents)["\n  mutation DeskSetParcelReturnDays($days: Int!) {\n    setParcelReturnDays(days: $days) {\n      returnAfterDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminScanGatePass($code: String!, $direction: GateDirection!) {\n    scanGatePass(code: $code, direction: $direction) {\n      direction\n      at\n      late\n      studentName\n      initial\n      enrollmentId\n      hostelName\n      early\n      warning\n      outpass {\n        id\n        where\n        dateOfArrival\n        returnTime\n        expectedReturnAt\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminScanGatePass($code: String!, $direction: GateDirection!) {\n    scanGatePass(code: $code, direction: $direction) {\n      direction\n      at\n      late\n      studentName\n      initial\n      enrollmentId\n      hostelName\n      early\n      warning\n      outpass {\n        id\n        where\n        dateOfArrival\n        returnTime\n        expectedReturnAt\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminInventoryHostel on Hostel {\n    id\n    name\n    title\n    gender\n    bookingMode\n    firstFloor\n    floors\n    amenities\n    guardianConsentRequired\n    totalRooms\n    availableRooms\n    outOfServiceRooms\n    retired\n  }\n"): (typeof documents)["\n  fragment AdminInventoryHostel on Hostel {\n    id\n    name\n    title\n    gender\n    bookingMode\n    firstFloor\n    floors\n    amenities\n    guardianConsentRequired\n    totalRooms\n    availableRooms\n    outOfServiceRooms\n    retired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminInventoryRoom on Room {\n    id\n    hostelId\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    heldBeds\n    inService\n    outOfServiceReason\n    retired\n    accessible\n  }\n"): (typeof documents)["\n  fragment AdminInventoryRoom on Room {\n    id\n    hostelId\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    heldBeds\n    inService\n    outOfServiceReason\n    retired\n    accessible\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInventory {\n    hostels(includeRetired: true) {\n      ...AdminInventoryHostel\n    }\n  }\n"): (typeof documents)["\n  query AdminInventory {\n    hostels(includeRetired: true) {\n      ...AdminInventoryHostel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHostelRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...AdminInventoryRoom\n    }\n  }\n"): (typeof documents)["\n  query AdminHostelRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...AdminInventoryRoom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoomOccupants($roomId: ID!) {\n    roomOccupants(roomId: $roomId) {\n      roomId\n      bed\n      studentId\n      name\n      enrollmentId\n      held\n    }\n  }\n"): (typeof documents)["\n  query AdminRoomOccupants($roomId: ID!) {\n    roomOccupants(roomId: $roomId) {\n      roomId\n      bed\n      studentId\n      name\n      enrollmentId\n      held\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateHostel($input: NewHostelInput!) {\n    createHostel(input: $input) {\n      ...AdminInventoryHostel\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateHostel($input: NewHostelInput!) {\n    createHostel(input: $input) {\n      ...AdminInventoryHostel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateHostel($hostelId: ID!, $changes: HostelChangesInput!) {\n    updateHostel(hostelId: $hostelId, changes: $changes) {\n      ...AdminInventoryHostel\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateHostel($hostelId: ID!, $changes: HostelChangesInput!) {\n    updateHostel(hostelId: $hostelId, changes: $changes) {\n      ...AdminInventoryHostel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetireHostel($hostelId: ID!) {\n    retireHostel(hostelId: $hostelId) {\n      ...AdminInventoryHostel\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetireHostel($hostelId: ID!) {\n    retireHostel(hostelId: $hostelId) {\n      ...AdminInventoryHostel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddRoom($hostelId: ID!, $input: NewRoomInput!) {\n    addRoom(hostelId: $hostelId, input: $input) {\n      ...AdminInventoryRoom\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddRoom($hostelId: ID!, $input: NewRoomInput!) {\n    addRoom(hostelId: $hostelId, input: $input) {\n      ...AdminInventoryRoom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateRoom($roomId: ID!, $changes: RoomChangesInput!) {\n    updateRoom(roomId: $roomId, changes: $changes) {\n      ...AdminInventoryRoom\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateRoom($roomId: ID!, $changes: RoomChangesInput!) {\n    updateRoom(roomId: $roomId, changes: $changes) {\n      ...AdminInventoryRoom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetRoomInService($roomId: ID!, $inService: Boolean!, $reason: String) {\n    setRoomInService(roomId: $roomId, inService: $inService, reason: $reason) {\n      ...AdminInventoryRoom\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetRoomInService($roomId: ID!, $inService: Boolean!, $reason: String) {\n    setRoomInService(roomId: $roomId, inService: $inService, reason: $reason) {\n      ...AdminInventoryRoom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetireRoom($roomId: ID!) {\n    retireRoom(roomId: $roomId) {\n      id\n      retired\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetireRoom($roomId: ID!) {\n    retireRoom(roomId: $roomId) {\n      id\n      retired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingOutpasses {\n    pendingOutpasses {\n      id\n      name\n      rollNo\n      where\n      responsibility\n      reason\n      dateOfArrival\n      outTime\n      returnTime\n      expectedReturnAt\n      guardianConsent\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingOutpasses {\n    pendingOutpasses {\n      id\n      name\n      rollNo\n      where\n      responsibility\n      reason\n      dateOfArrival\n      outTime\n      returnTime\n      expectedReturnAt\n      guardianConsent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDecideOutpass($id: ID!, $decision: Decision!, $reason: String) {\n    decideOutpass(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDecideOutpass($id: ID!, $decision: Decision!, $reason: String) {\n    decideOutpass(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminOutpassChanged {\n    outpassChanged {\n      id\n      status\n      guardianConsent\n    }\n  }\n"): (typeof documents)["\n  subscription AdminOutpassChanged {\n    outpassChanged {\n      id\n      status\n      guardianConsent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProfile {\n    me {\n      id\n      name\n      email\n      address\n      phoneNumber\n      dob\n    }\n  }\n"): (typeof documents)["\n  query AdminProfile {\n    me {\n      id\n      name\n      email\n      address\n      phoneNumber\n      dob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRepairJobRow on RepairJob {\n    id\n    status\n    category\n    description\n    urgency\n    priority\n    hostelId\n    hostelName\n    roomNumber\n    commonArea\n    studentName\n    assigneeId\n    assigneeName\n    dueAt\n    overdue\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminRepairJobRow on RepairJob {\n    id\n    status\n    category\n    description\n    urgency\n    priority\n    hostelId\n    hostelName\n    roomNumber\n    commonArea\n    studentName\n    assigneeId\n    assigneeName\n    dueAt\n    overdue\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRepairJob on RepairJob {\n    ...AdminRepairJobRow\n    mayEnter\n    studentId\n    roomInService\n    mergedIntoId\n    assignedAt\n    startedAt\n    fixedAt\n    closedAt\n    photos {\n      id\n      url\n      width\n      height\n      sentByName\n      createdAt\n    }\n    comments {\n      id\n      authorName\n      body\n      internal\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminRepairJob on RepairJob {\n    ...AdminRepairJobRow\n    mayEnter\n    studentId\n    roomInService\n    mergedIntoId\n    assignedAt\n    startedAt\n    fixedAt\n    closedAt\n    photos {\n      id\n      url\n      width\n      height\n      sentByName\n      createdAt\n    }\n    comments {\n      id\n      authorName\n      body\n      internal\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRepairJobs($filter: RepairJobFilter) {\n    repairJobs(filter: $filter) {\n      ...AdminRepairJobRow\n    }\n  }\n"): (typeof documents)["\n  query AdminRepairJobs($filter: RepairJobFilter) {\n    repairJobs(filter: $filter) {\n      ...AdminRepairJobRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRepairJob($id: ID!) {\n    repairJob(id: $id) {\n      ...AdminRepairJob\n    }\n  }\n"): (typeof documents)["\n  query AdminRepairJob($id: ID!) {\n    repairJob(id: $id) {\n      ...AdminRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRepairStats($days: Int) {\n    repairStats(days: $days) {\n      days\n      open {\n        hostelName\n        category\n        open\n        overdue\n      }\n      fixed\n      medianHoursToFix\n      fixedInTimeShare\n    }\n  }\n"): (typeof documents)["\n  query AdminRepairStats($days: Int) {\n    repairStats(days: $days) {\n      days\n      open {\n        hostelName\n        category\n        open\n        overdue\n      }\n      fixed\n      medianHoursToFix\n      fixedInTimeShare\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMaintenanceStaff($trade: Trade) {\n    maintenanceStaff(trade: $trade) {\n      id\n      name\n      trade\n      openJobs\n    }\n  }\n"): (typeof documents)["\n  query AdminMaintenanceStaff($trade: Trade) {\n    maintenanceStaff(trade: $trade) {\n      id\n      name\n      trade\n      openJobs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRepairPriorityTimes {\n    repairPriorityTimes {\n      priority\n      hours\n    }\n  }\n"): (typeof documents)["\n  query AdminRepairPriorityTimes {\n    repairPriorityTimes {\n      priority\n      hours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetRepairPriorityTime($priority: RepairPriority!, $hours: Int!) {\n    setRepairPriorityTime(priority: $priority, hours: $hours) {\n      priority\n      hours\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetRepairPriorityTime($priority: RepairPriority!, $hours: Int!) {\n    setRepairPriorityTime(priority: $priority, hours: $hours) {\n      priority\n      hours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPrioritiseRepair($id: ID!, $priority: RepairPriority!) {\n    prioritiseRepair(id: $id, priority: $priority) {\n      ...AdminRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPrioritiseRepair($id: ID!, $priority: RepairPriority!) {\n    prioritiseRepair(id: $id, priority: $priority) {\n      ...AdminRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignRepair($id: ID!, $assigneeId: ID!) {\n    assignRepair(id: $id, assigneeId: $assigneeId) {\n      ...AdminRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAssignRepair($id: ID!, $assigneeId: ID!) {\n    assignRepair(id: $id, assigneeId: $assigneeId) {\n      ...AdminRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMergeRepair($id: ID!, $intoId: ID!) {\n    mergeRepair(id: $id, intoId: $intoId) {\n      ...AdminRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMergeRepair($id: ID!, $intoId: ID!) {\n    mergeRepair(id: $id, intoId: $intoId) {\n      ...AdminRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetRepairRoomService($id: ID!, $inService: Boolean!) {\n    setRepairRoomService(id: $id, inService: $inService) {\n      ...AdminRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetRepairRoomService($id: ID!, $inService: Boolean!) {\n    setRepairRoomService(id: $id, inService: $inService) {\n      ...AdminRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCommentOnRepair($id: ID!, $body: String!, $internal: Boolean) {\n    commentOnRepair(id: $id, body: $body, internal: $internal) {\n      ...AdminRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCommentOnRepair($id: ID!, $body: String!, $internal: Boolean) {\n    commentOnRepair(id: $id, body: $body, internal: $internal) {\n      ...AdminRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaintenanceMyRepairJobs {\n    myRepairJobs {\n      ...AdminRepairJob\n    }\n  }\n"): (typeof documents)["\n  query MaintenanceMyRepairJobs {\n    myRepairJobs {\n      ...AdminRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MaintenanceStartRepair($id: ID!, $note: String) {\n    startRepair(id: $id, note: $note) {\n      ...AdminRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation MaintenanceStartRepair($id: ID!, $note: String) {\n    startRepair(id: $id, note: $note) {\n      ...AdminRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MaintenanceFixRepair($id: ID!, $note: String!) {\n    fixRepair(id: $id, note: $note) {\n      ...AdminRepairJob\n    }\n  }\n"): (typeof documents)["\n  mutation MaintenanceFixRepair($id: ID!, $note: String!) {\n    fixRepair(id: $id, note: $note) {\n      ...AdminRepairJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminRepairChanged {\n    repairChanged\n  }\n"): (typeof documents)["\n  subscription AdminRepairChanged {\n    repairChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHostels {\n    hostels {\n      id\n      name\n      gender\n      totalRooms\n      availableRooms\n      bookedRooms\n      singleRooms\n      doubleRooms\n      amenities\n    }\n  }\n"): (typeof documents)["\n  query AdminHostels {\n    hostels {\n      id\n      name\n      gender\n      totalRooms\n      availableRooms\n      bookedRooms\n      singleRooms\n      doubleRooms\n      amenities\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRequestedRoom on Room {\n    id\n    hostelName\n    number\n    type\n    isAvailable\n    freeBeds\n  }\n"): (typeof documents)["\n  fragment AdminRequestedRoom on Room {\n    id\n    hostelName\n    number\n    type\n    isAvailable\n    freeBeds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingRoomRequests {\n    pendingRoomRequests {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n      }\n      group {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingRoomRequests {\n    pendingRoomRequests {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n      }\n      group {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoomRequest($id: ID!) {\n    roomRequest(id: $id) {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      group {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRoomRequest($id: ID!) {\n    roomRequest(id: $id) {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      group {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDecideRoomRequest($id: ID!, $decision: Decision!, $reason: String) {\n    decideRoomRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      fits\n      room {\n        id\n        freeBeds\n        isAvailable\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDecideRoomRequest($id: ID!, $decision: Decision!, $reason: String) {\n    decideRoomRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      fits\n      room {\n        id\n        freeBeds\n        isAvailable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminRoomRequestUpdates {\n    roomRequestUpdates {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      room {\n        ...AdminRequestedRoom\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminRoomRequestUpdates {\n    roomRequestUpdates {\n      id\n      status\n      roommateResponse\n      fits\n      change\n      room {\n        ...AdminRequestedRoom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCampusSettings {\n    campusSettings {\n      signupMode\n    }\n  }\n"): (typeof documents)["\n  query AdminCampusSettings {\n    campusSettings {\n      signupMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetSignupMode($mode: SignupMode!) {\n    setSignupMode(mode: $mode) {\n      signupMode\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetSignupMode($mode: SignupMode!) {\n    setSignupMode(mode: $mode) {\n      signupMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoster($search: String, $offset: Int!, $limit: Int!, $academicYear: String) {\n    academicYears {\n      id\n      name\n      current\n      closedAt\n    }\n    roster(search: $search, offset: $offset, limit: $limit, academicYear: $academicYear) {\n      academicYear {\n        id\n        name\n        current\n        closedAt\n      }\n      total\n      entries {\n        enrollmentId\n        name\n        email\n        gender\n        yearOfStudy\n        programme\n        needsAccessibleRoom\n        signedUp\n        invitedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRoster($search: String, $offset: Int!, $limit: Int!, $academicYear: String) {\n    academicYears {\n      id\n      name\n      current\n      closedAt\n    }\n    roster(search: $search, offset: $offset, limit: $limit, academicYear: $academicYear) {\n      academicYear {\n        id\n        name\n        current\n        closedAt\n      }\n      total\n      entries {\n        enrollmentId\n        name\n        email\n        gender\n        yearOfStudy\n        programme\n        needsAccessibleRoom\n        signedUp\n        invitedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddRosterStudent($input: RosterStudentInput!) {\n    addRosterStudent(input: $input) {\n      enrollmentId\n      name\n      email\n      gender\n      yearOfStudy\n      programme\n      needsAccessibleRoom\n      signedUp\n      invitedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddRosterStudent($input: RosterStudentInput!) {\n    addRosterStudent(input: $input) {\n      enrollmentId\n      name\n      email\n      gender\n      yearOfStudy\n      programme\n      needsAccessibleRoom\n      signedUp\n      invitedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminInviteRosterStudents($enrollmentIds: [String!]) {\n    inviteRosterStudents(enrollmentIds: $enrollmentIds)\n  }\n"): (typeof documents)["\n  mutation AdminInviteRosterStudents($enrollmentIds: [String!]) {\n    inviteRosterStudents(enrollmentIds: $enrollmentIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRosterCarry on RosterCarry {\n    dryRun\n    fromYear\n    intoYear\n    lastYearOfStudy\n    carried\n    steps {\n      yearOfStudy\n      students\n    }\n    finalYear\n    alreadyOnRoster\n    leftOut {\n      enrollmentId\n      name\n      yearOfStudy\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment AdminRosterCarry on RosterCarry {\n    dryRun\n    fromYear\n    intoYear\n    lastYearOfStudy\n    carried\n    steps {\n      yearOfStudy\n      students\n    }\n    finalYear\n    alreadyOnRoster\n    leftOut {\n      enrollmentId\n      name\n      yearOfStudy\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRosterCarryPreview($lastYearOfStudy: Int) {\n    rosterCarryPreview(lastYearOfStudy: $lastYearOfStudy) {\n      ...AdminRosterCarry\n    }\n  }\n"): (typeof documents)["\n  query AdminRosterCarryPreview($lastYearOfStudy: Int) {\n    rosterCarryPreview(lastYearOfStudy: $lastYearOfStudy) {\n      ...AdminRosterCarry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCarryRosterForward($lastYearOfStudy: Int) {\n    carryRosterForward(lastYearOfStudy: $lastYearOfStudy) {\n      ...AdminRosterCarry\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCarryRosterForward($lastYearOfStudy: Int) {\n    carryRosterForward(lastYearOfStudy: $lastYearOfStudy) {\n      ...AdminRosterCarry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSignInSecurity {\n    mySignInSecurity {\n      ...AdminSignInSecurity_factors\n    }\n  }\n"): (typeof documents)["\n  query AdminSignInSecurity {\n    mySignInSecurity {\n      ...AdminSignInSecurity_factors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSignInSecurity_factors on SignInSecurity {\n    required\n    recoveryCodesLeft\n    factors {\n      id\n      kind\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminSignInSecurity_factors on SignInSecurity {\n    required\n    recoveryCodesLeft\n    factors {\n      id\n      kind\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminStartPasskeyEnrolment {\n    startPasskeyEnrolment\n  }\n"): (typeof documents)["\n  mutation AdminStartPasskeyEnrolment {\n    startPasskeyEnrolment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFinishPasskeyEnrolment($response: String!, $name: String) {\n    finishPasskeyEnrolment(response: $response, name: $name) {\n      recoveryCodes\n      factors {\n        ...AdminSignInSecurity_factors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminFinishPasskeyEnrolment($response: String!, $name: String) {\n    finishPasskeyEnrolment(response: $response, name: $name) {\n      recoveryCodes\n      factors {\n        ...AdminSignInSecurity_factors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminStartTotpEnrolment {\n    startTotpEnrolment {\n      secret\n      uri\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation AdminStartTotpEnrolment {\n    startTotpEnrolment {\n      secret\n      uri\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFinishTotpEnrolment($code: String!, $name: String) {\n    finishTotpEnrolment(code: $code, name: $name) {\n      recoveryCodes\n      factors {\n        ...AdminSignInSecurity_factors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminFinishTotpEnrolment($code: String!, $name: String) {\n    finishTotpEnrolment(code: $code, name: $name) {\n      recoveryCodes\n      factors {\n        ...AdminSignInSecurity_factors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRegenerateRecoveryCodes {\n    regenerateRecoveryCodes\n  }\n"): (typeof documents)["\n  mutation AdminRegenerateRecoveryCodes {\n    regenerateRecoveryCodes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id) {\n      ...AdminSignInSecurity_factors\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id) {\n      ...AdminSignInSecurity_factors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionnaireCard_process on SelectionProcess {\n    id\n    status\n    questionnaire {\n      key\n      label\n      kind\n      choices\n      weight\n      dealbreaker\n    }\n  }\n"): (typeof documents)["\n  fragment QuestionnaireCard_process on SelectionProcess {\n    id\n    status\n    questionnaire {\n      key\n      label\n      kind\n      choices\n      weight\n      dealbreaker\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetRoommateQuestionnaire($processId: ID!, $questions: [RoommateQuestionInput!]!) {\n    setRoommateQuestionnaire(processId: $processId, questions: $questions) {\n      ...QuestionnaireCard_process\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetRoommateQuestionnaire($processId: ID!, $questions: [RoommateQuestionInput!]!) {\n    setRoommateQuestionnaire(processId: $processId, questions: $questions) {\n      ...QuestionnaireCard_process\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSelectionEntrant on SelectionEntrant {\n    lotteryNumber\n    slot\n    enrollmentId\n    name\n    outcome\n    group\n    room\n    reason\n  }\n"): (typeof documents)["\n  fragment AdminSelectionEntrant on SelectionEntrant {\n    lotteryNumber\n    slot\n    enrollmentId\n    name\n    outcome\n    group\n    room\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOutcomeCounts on EntrantOutcomeCounts {\n    entrants\n    chose\n    placed\n    pending\n    notPlaced\n    notYet\n  }\n"): (typeof documents)["\n  fragment AdminOutcomeCounts on EntrantOutcomeCounts {\n    entrants\n    chose\n    placed\n    pending\n    notPlaced\n    notYet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSelectionDay($processId: ID!) {\n    selectionDay(processId: $processId) {\n      processId\n      name\n      status\n      closesAt\n      selectingThrough\n      nextSlot\n      nextSlotAt\n      counts {\n        ...AdminOutcomeCounts\n      }\n      slots {\n        slot\n        opensAt\n        entrants\n        chose\n        placed\n        pending\n        notYet\n        notPlaced\n        byHostel {\n          hostel\n          chose\n          pending\n        }\n      }\n      bedsLeft {\n        hostel\n        roomType\n        beds\n      }\n      current {\n        ...AdminSelectionEntrant\n      }\n      now\n    }\n    selectionProcess(id: $processId) {\n      id\n      hostels {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSelectionDay($processId: ID!) {\n    selectionDay(processId: $processId) {\n      processId\n      name\n      status\n      closesAt\n      selectingThrough\n      nextSlot\n      nextSlotAt\n      counts {\n        ...AdminOutcomeCounts\n      }\n      slots {\n        slot\n        opensAt\n        entrants\n        chose\n        placed\n        pending\n        notYet\n        notPlaced\n        byHostel {\n          hostel\n          chose\n          pending\n        }\n      }\n      bedsLeft {\n        hostel\n        roomType\n        beds\n      }\n      current {\n        ...AdminSelectionEntrant\n      }\n      now\n    }\n    selectionProcess(id: $processId) {\n      id\n      hostels {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminSelectionDayRooms($hostel: String!) {\n    roomChanges(hostel: $hostel) {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription AdminSelectionDayRooms($hostel: String!) {\n    roomChanges(hostel: $hostel) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminSelectionDayRequests {\n    roomRequestUpdates {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription AdminSelectionDayRequests {\n    roomRequestUpdates {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSelectionEntrants($processId: ID!, $filter: SelectionEntrantsFilter) {\n    selectionEntrants(processId: $processId, filter: $filter) {\n      counts {\n        ...AdminOutcomeCounts\n      }\n      matching\n      entrants {\n        ...AdminSelectionEntrant\n      }\n    }\n    selectionProcess(id: $processId) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  query AdminSelectionEntrants($processId: ID!, $filter: SelectionEntrantsFilter) {\n    selectionEntrants(processId: $processId, filter: $filter) {\n      counts {\n        ...AdminOutcomeCounts\n      }\n      matching\n      entrants {\n        ...AdminSelectionEntrant\n      }\n    }\n    selectionProcess(id: $processId) {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSelectionProcess on SelectionProcess {\n    id\n    name\n    status\n    hostels {\n      id\n      name\n    }\n    genders\n    yearsOfStudy\n    draw\n    seed\n    firstSlotAt\n    slotMinutes\n    perSlot\n    closesAt\n    entrants\n    slots\n    lastSlotAt\n    publishedAt\n    drawDigest\n    createdAt\n    now\n    assignment {\n      entrants\n      chose\n      placed\n      pending\n      unplaced\n      mailed\n      runAt\n      publishedAt\n      unplacedStudents {\n        name\n        enrollmentId\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminSelectionProcess on SelectionProcess {\n    id\n    name\n    status\n    hostels {\n      id\n      name\n    }\n    genders\n    yearsOfStudy\n    draw\n    seed\n    firstSlotAt\n    slotMinutes\n    perSlot\n    closesAt\n    entrants\n    slots\n    lastSlotAt\n    publishedAt\n    drawDigest\n    createdAt\n    now\n    assignment {\n      entrants\n      chose\n      placed\n      pending\n      unplaced\n      mailed\n      runAt\n      publishedAt\n      unplacedStudents {\n        name\n        enrollmentId\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSelectionProcesses {\n    selectionProcesses {\n      ...AdminSelectionProcess\n    }\n  }\n"): (typeof documents)["\n  query AdminSelectionProcesses {\n    selectionProcesses {\n      ...AdminSelectionProcess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSelectionProcess($id: ID!) {\n    selectionProcess(id: $id) {\n      ...AdminSelectionProcess\n      ...QuestionnaireCard_process\n    }\n  }\n"): (typeof documents)["\n  query AdminSelectionProcess($id: ID!) {\n    selectionProcess(id: $id) {\n      ...AdminSelectionProcess\n      ...QuestionnaireCard_process\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSelectionProcessHostels {\n    hostels {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminSelectionProcessHostels {\n    hostels {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPreviewSelectionProcess($input: SelectionProcessInput!) {\n    previewSelectionProcess(input: $input) {\n      entrants\n      slots\n      lastSlotAt\n      closesAt\n      fits\n      message\n    }\n  }\n"): (typeof documents)["\n  query AdminPreviewSelectionProcess($input: SelectionProcessInput!) {\n    previewSelectionProcess(input: $input) {\n      entrants\n      slots\n      lastSlotAt\n      closesAt\n      fits\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateSelectionProcess($input: SelectionProcessInput!) {\n    createSelectionProcess(input: $input) {\n      ...AdminSelectionProcess\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateSelectionProcess($input: SelectionProcessInput!) {\n    createSelectionProcess(input: $input) {\n      ...AdminSelectionProcess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSelectionProcess($id: ID!, $input: SelectionProcessInput!) {\n    updateSelectionProcess(id: $id, input: $input) {\n      ...AdminSelectionProcess\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSelectionProcess($id: ID!, $input: SelectionProcessInput!) {\n    updateSelectionProcess(id: $id, input: $input) {\n      ...AdminSelectionProcess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteSelectionProcess($id: ID!) {\n    deleteSelectionProcess(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteSelectionProcess($id: ID!) {\n    deleteSelectionProcess(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPublishSelectionProcess($id: ID!) {\n    publishSelectionProcess(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPublishSelectionProcess($id: ID!) {\n    publishSelectionProcess(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRunSelectionAssignment($id: ID!) {\n    runSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRunSelectionAssignment($id: ID!) {\n    runSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUndoSelectionAssignment($id: ID!) {\n    undoSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUndoSelectionAssignment($id: ID!) {\n    undoSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPublishSelectionAssignment($id: ID!) {\n    publishSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPublishSelectionAssignment($id: ID!) {\n    publishSelectionAssignment(id: $id) {\n      ...AdminSelectionProcess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEarlyExitRules {\n    hostels {\n      id\n      name\n      earlyExit\n    }\n  }\n"): (typeof documents)["\n  query AdminEarlyExitRules {\n    hostels {\n      id\n      name\n      earlyExit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetEarlyExitRule($hostelId: ID!, $rule: EarlyExitRule!) {\n    setEarlyExitRule(hostelId: $hostelId, rule: $rule) {\n      id\n      earlyExit\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetEarlyExitRule($hostelId: ID!, $rule: EarlyExitRule!) {\n    setEarlyExitRule(hostelId: $hostelId, rule: $rule) {\n      id\n      earlyExit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGuardianConsent {\n    hostels {\n      id\n      name\n      guardianConsentRequired\n    }\n  }\n"): (typeof documents)["\n  query AdminGuardianConsent {\n    hostels {\n      id\n      name\n      guardianConsentRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetGuardianConsentRequired($hostelId: ID!, $required: Boolean!) {\n    setGuardianConsentRequired(hostelId: $hostelId, required: $required) {\n      id\n      guardianConsentRequired\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetGuardianConsentRequired($hostelId: ID!, $required: Boolean!) {\n    setGuardianConsentRequired(hostelId: $hostelId, required: $required) {\n      id\n      guardianConsentRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSelectionWindows {\n    selectionWindows {\n      hostelId\n      hostelName\n      opensAt\n      closesAt\n      enrollmentPrefixes\n      updatedAt\n    }\n    hostels {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminSelectionWindows {\n    selectionWindows {\n      hostelId\n      hostelName\n      opensAt\n      closesAt\n      enrollmentPrefixes\n      updatedAt\n    }\n    hostels {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetSelectionWindow($input: SelectionWindowInput!) {\n    setSelectionWindow(input: $input) {\n      hostelId\n      hostelName\n      opensAt\n      closesAt\n      enrollmentPrefixes\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetSelectionWindow($input: SelectionWindowInput!) {\n    setSelectionWindow(input: $input) {\n      hostelId\n      hostelName\n      opensAt\n      closesAt\n      enrollmentPrefixes\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminClearSelectionWindow($hostelId: ID!) {\n    clearSelectionWindow(hostelId: $hostelId)\n  }\n"): (typeof documents)["\n  mutation AdminClearSelectionWindow($hostelId: ID!) {\n    clearSelectionWindow(hostelId: $hostelId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResetSecondFactors($userId: ID!) {\n    resetSecondFactors(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation AdminResetSecondFactors($userId: ID!) {\n    resetSecondFactors(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStaff {\n    staff {\n      id\n      name\n      email\n      role\n      status\n      invitedAt\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n    hostels {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminStaff {\n    staff {\n      id\n      name\n      email\n      role\n      status\n      invitedAt\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n    hostels {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n      name\n      email\n      role\n      status\n      invitedAt\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n      name\n      email\n      role\n      status\n      invitedAt\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateStaff($id: ID!, $input: UpdateStaffInput!) {\n    updateStaff(id: $id, input: $input) {\n      id\n      role\n      status\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateStaff($id: ID!, $input: UpdateStaffInput!) {\n    updateStaff(id: $id, input: $input) {\n      id\n      role\n      status\n      trade\n      hostels {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendInvite($id: ID!) {\n    resendStaffInvite(id: $id) {\n      id\n      invitedAt\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResendInvite($id: ID!) {\n    resendStaffInvite(id: $id) {\n      id\n      invitedAt\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetAccountDisabled($id: ID!, $disabled: Boolean!) {\n    setAccountDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetAccountDisabled($id: ID!, $disabled: Boolean!) {\n    setAccountDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCheckOutStudent($studentId: ID!, $reason: String!) {\n    checkOutStudent(studentId: $studentId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminCheckOutStudent($studentId: ID!, $reason: String!) {\n    checkOutStudent(studentId: $studentId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReassignStudent($studentId: ID!, $roomId: ID!, $withRoommate: Boolean!, $reason: String!) {\n    reassignStudent(studentId: $studentId, roomId: $roomId, withRoommate: $withRoommate, reason: $reason) {\n      bed\n      room {\n        id\n        number\n        hostelName\n        freeBeds\n        isAvailable\n      }\n      roommates {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReassignStudent($studentId: ID!, $roomId: ID!, $withRoommate: Boolean!, $reason: String!) {\n    reassignStudent(studentId: $studentId, roomId: $roomId, withRoommate: $withRoommate, reason: $reason) {\n      bed\n      room {\n        id\n        number\n        hostelName\n        freeBeds\n        isAvailable\n      }\n      roommates {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSwapStudents($studentId: ID!, $otherStudentId: ID!, $reason: String!) {\n    swapStudents(studentId: $studentId, otherStudentId: $otherStudentId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminSwapStudents($studentId: ID!, $otherStudentId: ID!, $reason: String!) {\n    swapStudents(studentId: $studentId, otherStudentId: $otherStudentId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMoveHostels {\n    hostels {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminMoveHostels {\n    hostels {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMoveRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      id\n      number\n      type\n      capacity\n      freeBeds\n      isAvailable\n    }\n  }\n"): (typeof documents)["\n  query AdminMoveRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      id\n      number\n      type\n      capacity\n      freeBeds\n      isAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStudentRoommates($id: ID!) {\n    studentRecord(id: $id) {\n      student {\n        id\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStudentRoommates($id: ID!) {\n    studentRecord(id: $id) {\n      student {\n        id\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStudents($search: String!, $page: Int!) {\n    students(search: $search, page: $page, pageSize: 20) {\n      page\n      hasMore\n      items {\n        id\n        name\n        email\n        enrollmentId\n        disabled\n        hostelName\n        roomNumber\n        bed\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStudents($search: String!, $page: Int!) {\n    students(search: $search, page: $page, pageSize: 20) {\n      page\n      hasMore\n      items {\n        id\n        name\n        email\n        enrollmentId\n        disabled\n        hostelName\n        roomNumber\n        bed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStudentRecord($id: ID!) {\n    studentRecord(id: $id) {\n      student {\n        id\n        name\n        email\n        enrollmentId\n        gender\n        phoneNumber\n        address\n        dob\n      }\n      bed {\n        bed\n        room {\n          id\n          number\n          hostelName\n          type\n        }\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n      roomRequests {\n        id\n        status\n        createdAt\n        decidedAt\n        decisionReason\n        room {\n          id\n          number\n          hostelName\n        }\n        student {\n          id\n          name\n        }\n        roommate {\n          id\n          name\n        }\n      }\n      outpasses {\n        id\n        where\n        dateOfArrival\n        outTime\n        returnTime\n        status\n        createdAt\n        decisionReason\n      }\n      years {\n        name\n        openedAt\n        closedAt\n        current\n        allocation {\n          hostel\n          roomNumber\n          bed\n          heldFrom\n          heldUntil\n        }\n        roomRequests {\n          id\n          status\n          createdAt\n          room {\n            id\n            number\n            hostelName\n          }\n        }\n        outpasses {\n          id\n          where\n          dateOfArrival\n          outTime\n          returnTime\n          status\n          createdAt\n        }\n        waitlist {\n          hostel\n          roomType\n          status\n          joinedAt\n          endedAt\n        }\n      }\n      audit {\n        id\n        at\n        actorName\n        actorRole\n        action\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStudentRecord($id: ID!) {\n    studentRecord(id: $id) {\n      student {\n        id\n        name\n        email\n        enrollmentId\n        gender\n        phoneNumber\n        address\n        dob\n      }\n      bed {\n        bed\n        room {\n          id\n          number\n          hostelName\n          type\n        }\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n      roomRequests {\n        id\n        status\n        createdAt\n        decidedAt\n        decisionReason\n        room {\n          id\n          number\n          hostelName\n        }\n        student {\n          id\n          name\n        }\n        roommate {\n          id\n          name\n        }\n      }\n      outpasses {\n        id\n        where\n        dateOfArrival\n        outTime\n        returnTime\n        status\n        createdAt\n        decisionReason\n      }\n      years {\n        name\n        openedAt\n        closedAt\n        current\n        allocation {\n          hostel\n          roomNumber\n          bed\n          heldFrom\n          heldUntil\n        }\n        roomRequests {\n          id\n          status\n          createdAt\n          room {\n            id\n            number\n            hostelName\n          }\n        }\n        outpasses {\n          id\n          where\n          dateOfArrival\n          outTime\n          returnTime\n          status\n          createdAt\n        }\n        waitlist {\n          hostel\n          roomType\n          status\n          joinedAt\n          endedAt\n        }\n      }\n      audit {\n        id\n        at\n        actorName\n        actorRole\n        action\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskVisit on Visit {\n    id\n    status\n    hostelId\n    hostelName\n    studentId\n    studentName\n    roomNumber\n    visitorName\n    visitorPhone\n    relation\n    visitorGender\n    day\n    expectedFrom\n    expectedTo\n    overnight\n    walkIn\n    commonRoomOnly\n    idType\n    idLast4\n    createdAt\n    askExpiresAt\n    decidedAt\n    decidedByName\n    decisionNote\n    signedInAt\n    signedInByName\n    signedOutAt\n    signedOutByName\n    overstayed\n  }\n"): (typeof documents)["\n  fragment DeskVisit on Visit {\n    id\n    status\n    hostelId\n    hostelName\n    studentId\n    studentName\n    roomNumber\n    visitorName\n    visitorPhone\n    relation\n    visitorGender\n    day\n    expectedFrom\n    expectedTo\n    overnight\n    walkIn\n    commonRoomOnly\n    idType\n    idLast4\n    createdAt\n    askExpiresAt\n    decidedAt\n    decidedByName\n    decisionNote\n    signedInAt\n    signedInByName\n    signedOutAt\n    signedOutByName\n    overstayed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorDeskVisits($filter: FrontDeskVisitFilter) {\n    frontDeskVisits(filter: $filter) {\n      ...DeskVisit\n    }\n  }\n"): (typeof documents)["\n  query VisitorDeskVisits($filter: FrontDeskVisitFilter) {\n    frontDeskVisits(filter: $filter) {\n      ...DeskVisit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorDeskPass($code: String!) {\n    visitorPass(code: $code) {\n      ...DeskVisit\n    }\n  }\n"): (typeof documents)["\n  query VisitorDeskPass($code: String!) {\n    visitorPass(code: $code) {\n      ...DeskVisit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitorDeskSignIn($input: SignInVisitorInput!) {\n    signInVisitor(input: $input) {\n      ...DeskVisit\n    }\n  }\n"): (typeof documents)["\n  mutation VisitorDeskSignIn($input: SignInVisitorInput!) {\n    signInVisitor(input: $input) {\n      ...DeskVisit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitorDeskSignOut($id: ID!) {\n    signOutVisitor(id: $id) {\n      ...DeskVisit\n    }\n  }\n"): (typeof documents)["\n  mutation VisitorDeskSignOut($id: ID!) {\n    signOutVisitor(id: $id) {\n      ...DeskVisit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitorDeskWalkIn($input: WalkInInput!) {\n    registerWalkIn(input: $input) {\n      ...DeskVisit\n    }\n  }\n"): (typeof documents)["\n  mutation VisitorDeskWalkIn($input: WalkInInput!) {\n    registerWalkIn(input: $input) {\n      ...DeskVisit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorDeskHostSearch($query: String!) {\n    parcelRecipients(query: $query) {\n      studentId\n      name\n      enrollmentId\n      hostelId\n      hostelName\n      roomNumber\n    }\n  }\n"): (typeof documents)["\n  query VisitorDeskHostSearch($query: String!) {\n    parcelRecipients(query: $query) {\n      studentId\n      name\n      enrollmentId\n      hostelId\n      hostelName\n      roomNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VisitorDeskVisitChanged {\n    visitChanged\n  }\n"): (typeof documents)["\n  subscription VisitorDeskVisitChanged {\n    visitChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitorDeskDecide($id: ID!, $approve: Boolean!, $note: String) {\n    decideVisit(id: $id, approve: $approve, note: $note) {\n      ...DeskVisit\n    }\n  }\n"): (typeof documents)["\n  mutation VisitorDeskDecide($id: ID!, $approve: Boolean!, $note: String) {\n    decideVisit(id: $id, approve: $approve, note: $note) {\n      ...DeskVisit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorDeskHostels {\n    frontDeskHostels {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query VisitorDeskHostels {\n    frontDeskHostels {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorDeskRules($hostelId: ID!) {\n    visitorRules(hostelId: $hostelId) {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n    }\n  }\n"): (typeof documents)["\n  query VisitorDeskRules($hostelId: ID!) {\n    visitorRules(hostelId: $hostelId) {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitorDeskSetRules($input: VisitorRulesInput!) {\n    setVisitorRules(input: $input) {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n    }\n  }\n"): (typeof documents)["\n  mutation VisitorDeskSetRules($input: VisitorRulesInput!) {\n    setVisitorRules(input: $input) {\n      hostelId\n      hostelName\n      hours {\n        from\n        to\n      }\n      maxAtOnce\n      otherGenderCommonRoom\n      overnightNeedsApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorDeskSettings {\n    visitorSettings {\n      retentionDays\n    }\n  }\n"): (typeof documents)["\n  query VisitorDeskSettings {\n    visitorSettings {\n      retentionDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitorDeskSetRetentionDays($days: Int!) {\n    setVisitorRetentionDays(days: $days) {\n      retentionDays\n    }\n  }\n"): (typeof documents)["\n  mutation VisitorDeskSetRetentionDays($days: Int!) {\n    setVisitorRetentionDays(days: $days) {\n      retentionDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWaitlistPlace on WaitlistPlace {\n    id\n    hostelId\n    hostelName\n    roomType\n    status\n    position\n    inLine\n    joinedAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    offer {\n      id\n      bed\n      status\n      expiresAt\n      room {\n        id\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminWaitlistPlace on WaitlistPlace {\n    id\n    hostelId\n    hostelName\n    roomType\n    status\n    position\n    inLine\n    joinedAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    offer {\n      id\n      bed\n      status\n      expiresAt\n      room {\n        id\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWaitlistHostels {\n    hostels {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminWaitlistHostels {\n    hostels {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWaitlist($hostelId: ID!) {\n    waitlist(hostelId: $hostelId) {\n      ...AdminWaitlistPlace\n    }\n  }\n"): (typeof documents)["\n  query AdminWaitlist($hostelId: ID!) {\n    waitlist(hostelId: $hostelId) {\n      ...AdminWaitlistPlace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMoveWaitlistPlace($id: ID!, $position: Int!, $reason: String!) {\n    moveWaitlistPlace(id: $id, position: $position, reason: $reason) {\n      ...AdminWaitlistPlace\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMoveWaitlistPlace($id: ID!, $position: Int!, $reason: String!) {\n    moveWaitlistPlace(id: $id, position: $position, reason: $reason) {\n      ...AdminWaitlistPlace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveWaitlistPlace($id: ID!, $reason: String!) {\n    removeWaitlistPlace(id: $id, reason: $reason) {\n      ...AdminWaitlistPlace\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRemoveWaitlistPlace($id: ID!, $reason: String!) {\n    removeWaitlistPlace(id: $id, reason: $reason) {\n      ...AdminWaitlistPlace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminWaitlistUpdates {\n    waitlistUpdates {\n      hostelId\n    }\n  }\n"): (typeof documents)["\n  subscription AdminWaitlistUpdates {\n    waitlistUpdates {\n      hostelId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminYearClosing on YearClosing {\n    closedYear\n    closedAt\n    allocationsArchived\n    roomsFreed\n    waitlistPlacesClosed\n    selectionWindowsRemoved\n    rosterEntriesKept\n  }\n"): (typeof documents)["\n  fragment AdminYearClosing on YearClosing {\n    closedYear\n    closedAt\n    allocationsArchived\n    roomsFreed\n    waitlistPlacesClosed\n    selectionWindowsRemoved\n    rosterEntriesKept\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAcademicYears {\n    currentAcademicYear {\n      id\n      name\n      openedAt\n      closedAt\n      current\n      suggestedNextName\n      openedBy {\n        ...AdminYearClosing\n      }\n    }\n    academicYears {\n      id\n      name\n      openedAt\n      closedAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query AdminAcademicYears {\n    currentAcademicYear {\n      id\n      name\n      openedAt\n      closedAt\n      current\n      suggestedNextName\n      openedBy {\n        ...AdminYearClosing\n      }\n    }\n    academicYears {\n      id\n      name\n      openedAt\n      closedAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingBeforeClose {\n    pendingBeforeClose {\n      kind\n      id\n      studentId\n      studentName\n      enrollmentId\n      hostelId\n      hostel\n      detail\n      status\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingBeforeClose {\n    pendingBeforeClose {\n      kind\n      id\n      studentId\n      studentName\n      enrollmentId\n      hostelId\n      hostel\n      detail\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCloseAcademicYear($nextName: String!) {\n    closeAcademicYear(nextName: $nextName) {\n      id\n      name\n      openedAt\n      closedAt\n      current\n      suggestedNextName\n      openedBy {\n        ...AdminYearClosing\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCloseAcademicYear($nextName: String!) {\n    closeAcademicYear(nextName: $nextName) {\n      id\n      name\n      openedAt\n      closedAt\n      current\n      suggestedNextName\n      openedBy {\n        ...AdminYearClosing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMustEnrol {\n    mySignInSecurity {\n      required\n      factors {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMustEnrol {\n    mySignInSecurity {\n      required\n      factors {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStaffViewer {\n    me {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  query AdminStaffViewer {\n    me {\n      id\n      role\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;