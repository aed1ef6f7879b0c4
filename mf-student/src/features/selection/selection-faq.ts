/**
 * What the FAQ answers, as the product does it (not the spec's first draft, which sent room
 * changes to the office while the page beside it offered Change room).
 */
export const FAQ = [
  ['When can I book?', 'While room selection is open for your hostel: the card above says when it opens and closes, and which enrollment IDs may take part in this round.'],
  [
    'Can I choose my roommate?',
    'In the boys’ blocks, yes: in a double room with both beds free, choose Request Roommate and name them. They accept or decline on their own screen; once they accept, a warden approves the pair. In the girls’ blocks each student books her own bed.',
  ],
  ['When is my booking confirmed?', 'Girls’ blocks book instantly; boys’ blocks are confirmed once a warden approves. You may hold one pending request at a time, and cancel it from My room.'],
  [
    'Can I change rooms later?',
    'Yes, within your hostel while room selection is open: in My room choose Change room, then a room with a free bed. In the girls’ blocks you move at once; in the boys’ blocks a warden approves the move and you keep your room until then. A move to another hostel goes through the hostel office.',
  ],
  [
    'What if my hostel is full?',
    'Join its waitlist on the hostel’s room screen. When a bed frees, it is held for the first student in line for a limited time: accept it in My room, or it passes to the next.',
  ],
  ['How do I give up my room?', 'In My room choose Check out. Your bed frees at once.'],
] as const;
