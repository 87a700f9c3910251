/**
 * The starter safety tips of the community hub (issue 21): inserted once per database as published rows the command
 * then edits, unpublishes or replaces in the console like any other tip (a tip already seeded is never rewritten).
 * Phone numbers: only 112 (the free national emergency number); the command's own lines are the ones configured
 * in the console and shown on the SOS page, so the tips point there instead of printing numbers that may change.
 */
import type { TipTopic } from '@safeogun/contract/community';
import type { Db } from '../client';
import { communityTips } from '../schema';

interface StarterTip {
  seedKey: string;
  topic: TipTopic;
  title: string;
  summary: string;
  steps: string[];
}

export const STARTER_TIPS: StarterTip[] = [
  {
    seedKey: 'home-lock-up',
    topic: 'home-and-property',
    title: 'Lock up before you sleep or travel',
    summary: 'Most burglaries start at a door, window or gate left open.',
    steps: [
      'Lock doors, windows and the gate every night, and check them before you go out.',
      'Keep keys out of sight and never hide a spare key under a mat or flower pot.',
      'Light the front of the house and the compound at night.',
      'Ask a trusted neighbour to watch the house when you travel, and do not post your trip online until you return.',
      'If you find a door forced open, do not go in: move away and report it on SafeOgun or call 112.',
    ],
  },
  {
    seedKey: 'home-neighbourhood-watch',
    topic: 'home-and-property',
    title: 'Know your neighbours and your street',
    summary: 'A street where people know each other is harder for criminals to use.',
    steps: [
      'Share phone numbers with the neighbours on each side of you and your landlord or estate association.',
      'Agree on a signal or group message for an emergency on the street.',
      'Note strangers loitering or vehicles that keep circling, with the time, place and plate number.',
      'Report suspicious activity on SafeOgun; you can hide your identity from officers or report anonymously.',
    ],
  },
  {
    seedKey: 'road-night-travel',
    topic: 'road-and-travel',
    title: 'Travel by road safely',
    summary: 'Plan the journey, share it, and avoid lonely roads after dark.',
    steps: [
      'Tell someone your route and when you expect to arrive; share your live location if you can.',
      'Avoid travelling at night on highways and lonely roads where you can.',
      'Use registered parks and vehicles; note the plate number before you board.',
      'Do not accept lifts from strangers or stop for people flagging you down on an empty road.',
      'If something feels wrong, get to a busy, lit place and send an SOS from SafeOgun or call 112.',
    ],
  },
  {
    seedKey: 'road-checkpoint',
    topic: 'road-and-travel',
    title: 'At a police checkpoint',
    summary: 'Stay calm, stay polite, and know that police services are free.',
    steps: [
      'Slow down, turn on the inside light at night and keep your hands where they can be seen.',
      'Show your documents when asked; you may ask for the officer\u2019s name and number.',
      'No payment is required for bail, a checkpoint or any police service.',
      'Report misconduct on SafeOgun under Police Misconduct, with the place, time and what happened.',
    ],
  },
  {
    seedKey: 'fraud-otp',
    topic: 'online-fraud-and-scams',
    title: 'Never share your PIN, OTP or BVN',
    summary: 'Banks and the police never ask for your PIN or one-time code.',
    steps: [
      'Do not give your card PIN, one-time password (OTP), BVN or login to anyone who calls, texts or messages you.',
      'Hang up on callers who claim your account is blocked, and call your bank on the number printed on your card.',
      'Do not click links in unexpected messages about prizes, deliveries or account updates.',
      'If you gave details away, call your bank at once to block the account, then report it on SafeOgun.',
    ],
  },
  {
    seedKey: 'fraud-online-deals',
    topic: 'online-fraud-and-scams',
    title: 'Spot online shopping and investment scams',
    summary: 'Prices that are too good and profits that are guaranteed are warning signs.',
    steps: [
      'Be wary of sellers who insist on payment before you see the item, or who will not meet in a public place.',
      'Be wary of any investment promising fixed high returns, or paying you to bring in friends.',
      'Check the seller or company independently, not through links or numbers they give you.',
      'Keep screenshots, account numbers and receipts: they help the police trace the money.',
    ],
  },
  {
    seedKey: 'kidnap-routines',
    topic: 'kidnapping-awareness',
    title: 'Reduce the risk of kidnapping',
    summary: 'Predictable routines and shared details make targets easier to find.',
    steps: [
      'Vary your routes and times to work, school and worship where you can.',
      'Be careful what you share online about where you are, your travel and your wealth.',
      'Agree a code word with your family to confirm a real emergency call.',
      'Report people watching your home or asking unusual questions about your movements.',
    ],
  },
  {
    seedKey: 'kidnap-if-it-happens',
    topic: 'kidnapping-awareness',
    title: 'If someone you know is kidnapped',
    summary: 'Tell the police at once and let them guide every step.',
    steps: [
      'Call 112 or send an SOS from SafeOgun straight away, and report the kidnapping on SafeOgun.',
      'Write down everything: the last place and time seen, clothes, vehicles, and every call or message received.',
      'Keep your phone on and charged; record or note the numbers kidnappers call from.',
      'Do not post details on social media; work with the police on what to say and do.',
    ],
  },
  {
    seedKey: 'dv-get-help',
    topic: 'domestic-violence',
    title: 'Domestic violence: where to get help',
    summary: 'Violence at home is a crime, and you can report it safely.',
    steps: [
      'If you are in danger now, get to a safe place and call 112 or send an SOS from SafeOgun.',
      'Report on SafeOgun: you can hide your identity from officers, and descriptions of these reports never appear on the public map.',
      'If you report for someone else, tick "I am reporting for someone else" and give their name and how you know them.',
      'Keep evidence safe: photos of injuries, messages, and medical reports.',
      'Seek medical care and support from a trusted person, a social welfare office or a support organisation near you.',
    ],
  },
  {
    seedKey: 'dv-safety-plan',
    topic: 'domestic-violence',
    title: 'Make a safety plan',
    summary: 'Prepare quietly so you can leave quickly if you need to.',
    steps: [
      'Choose a safe place to go and a person you trust to call.',
      'Keep copies of ID, money, medicine and a charged phone where you can reach them fast.',
      'Agree a code word with someone you trust that means "call the police for me".',
      'Clear your browser history if someone checks your phone.',
    ],
  },
  {
    seedKey: 'children-safe-rules',
    topic: 'children',
    title: 'Keep children safe',
    summary: 'Teach simple rules and know who picks your children up.',
    steps: [
      'Teach children their full name, your phone number and never to go with strangers.',
      'Tell the school who may collect your child, and agree a password for anyone else.',
      'Know your children\u2019s friends and where they are, including online.',
      'If a child is missing, search nearby at once and report to the police without waiting 24 hours.',
    ],
  },
  {
    seedKey: 'children-online',
    topic: 'children',
    title: 'Children online',
    summary: 'Strangers can reach children through games and social media.',
    steps: [
      'Keep devices in shared rooms and use the parental controls of phones and apps.',
      'Tell children never to send photos or meet anyone they met online without you.',
      'Watch for secrecy, gifts or money from unknown people.',
      'Keep messages and report abuse or grooming on SafeOgun.',
    ],
  },
  {
    seedKey: 'sos-when',
    topic: 'sos-and-emergency-contacts',
    title: 'When and how to send an SOS',
    summary: 'SOS is for danger now; reports are for what has already happened.',
    steps: [
      'Use SOS in SafeOgun when you or someone near you is in danger now.',
      'Allow location so the police see where you are; if you cannot, your profile address is used.',
      'Say in one line what is happening; a short voice note helps.',
      'If you cannot use the app, call 112, free from any phone.',
      'False alerts take officers away from real emergencies and are recorded.',
    ],
  },
  {
    seedKey: 'contacts-ready',
    topic: 'sos-and-emergency-contacts',
    title: 'Keep emergency numbers ready',
    summary: 'Save the numbers before you need them.',
    steps: [
      'Save 112 in your phone: it is free and reaches emergency services.',
      'Save the command\u2019s lines shown on the SafeOgun SOS page and in the footer.',
      'Add trusted people as emergency contacts in your SafeOgun settings.',
      'Write the key numbers on paper at home in case your phone is lost or flat.',
    ],
  },
];

/** Inserts the starter tips not yet in the database (by `seedKey`): published, for the command to edit. */
export async function seedCommunityTips(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .insert(communityTips)
    .values(STARTER_TIPS.map((tip) => ({ ...tip, isDraft: false, datePublished: now })))
    .onConflictDoNothing({ target: communityTips.seedKey });
}
