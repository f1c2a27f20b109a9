/**
 * Copy of the top of the home page, as far as the tips: the part a visitor sees first. The rest is
 * in home-below-fold.ts, which loads with those sections. Icons and pictures are keys into the art modules.
 */
import type { FeatureIconName } from '../lib/art/feature-icons';

export const HERO = {
  eyebrow: 'Human-written academic help since 2016',
  lead: 'Stuck on an essay, a report or a dissertation chapter? Work one-to-one with a subject expert who writes from scratch, meets your deadline and revises for free until it fits your brief.',
  points: ['Plagiarism-free, no AI text', 'Delivery from 24 hours', 'Free revisions and refund guarantee'],
  flagsTitle: 'Students we support across the world',
} as const;

export interface FeatureCard {
  icon: FeatureIconName;
  title: string;
  description: string;
}

export const FEATURES = {
  title: 'Get Assignment Help for Higher Academic Grades',
  intro:
    'Every order follows the same careful path, from the first question about your brief to the final file in your inbox.',
  cards: [
    {
      icon: 'research',
      title: 'Research',
      description:
        'Your writer reads the brief and the marking rubric first, then gathers peer-reviewed sources that fit your subject and level.',
    },
    {
      icon: 'ideate',
      title: 'Ideate',
      description:
        'We agree an angle and an outline with you before drafting, so the argument answers the question that was actually set.',
    },
    {
      icon: 'write',
      title: 'Write',
      description:
        'A subject specialist writes every paragraph by hand, in clear academic English and in the referencing style you need.',
    },
    {
      icon: 'deliver',
      title: 'Deliver',
      description:
        'Work arrives before your deadline, checked for originality and proofread, with a similarity report on request.',
    },
    {
      icon: 'support',
      title: '24/7 Support',
      description:
        'Questions at midnight before a submission are normal. Our team answers chat, phone and e-mail around the clock.',
    },
    {
      icon: 'confidential',
      title: 'Confidential',
      description:
        'Your name, university and files stay private. We never publish or resell your work and never contact your institution.',
    },
    {
      icon: 'flexible',
      title: 'Flexible',
      description:
        'Change the scope, add a draft stage or extend a chapter as your course moves on; the plan adapts with you.',
    },
    {
      icon: 'connect',
      title: 'Connect',
      description:
        'Talk to your writer directly while the work is in progress, share feedback from your tutor and see changes happen.',
    },
  ] satisfies FeatureCard[],
} as const;

export interface Achievement {
  count: number;
  label: string;
  colour: string;
  icon: FeatureIconName;
}

export const ACHIEVEMENTS = {
  title: 'Our Achievements',
  intro: 'Numbers we are proud of, built one assignment at a time.',
  items: [
    { count: 12000, label: 'Assignments Done', colour: '#1d4ed8', icon: 'write' },
    { count: 100, label: 'Qualified Experts', colour: '#7c3aed', icon: 'research' },
    { count: 95, label: 'Passing Rate (%)', colour: '#047857', icon: 'deliver' },
    { count: 4000, label: 'Happy Customers', colour: '#b45309', icon: 'connect' },
    { count: 15, label: 'Countries Served', colour: '#be123c', icon: 'flexible' },
    { count: 90, label: 'Repeat Customers (%)', colour: '#0e7490', icon: 'support' },
  ] satisfies Achievement[],
} as const;

export const QUOTE_BLOCK = {
  title: 'Instant Price Quote',
  intro:
    'Pick your subject, assignment type, word count and deadline to see the price straight away. No sign-up, no obligation.',
} as const;

export const TIPS = {
  title: 'Latest Academic Tips',
  intro: 'Short, practical guides from our writers on planning, writing and staying well during term.',
  count: 4,
} as const;

/** Countries shown as flags in the hero; each has a drawing in the flags art module. */
export const FLAG_COUNTRIES = [
  { code: 'gb', name: 'United Kingdom' },
  { code: 'us', name: 'United States' },
  { code: 'au', name: 'Australia' },
  { code: 'ca', name: 'Canada' },
  { code: 'ie', name: 'Ireland' },
  { code: 'nz', name: 'New Zealand' },
  { code: 'in', name: 'India' },
] as const;
export type FlagCode = (typeof FLAG_COUNTRIES)[number]['code'];
