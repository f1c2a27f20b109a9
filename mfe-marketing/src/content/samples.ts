/**
 * The sample library: cards filterable by subject, type and level. Each excerpt was written for
 * this site to show the style and depth of our work; none is a student's submitted assignment.
 */
import type { AssignmentType, Subject } from '@shared/contracts';

export const ACADEMIC_LEVELS = ['Undergraduate', 'Master’s', 'Doctoral'] as const;
export type AcademicLevel = (typeof ACADEMIC_LEVELS)[number];

export interface Sample {
  id: string;
  title: string;
  subject: Subject;
  type: AssignmentType;
  level: AcademicLevel;
  wordCount: number;
  excerpt: string;
}

export const SAMPLES: readonly Sample[] = [
  {
    id: 'hrm-retention',
    title: 'Employee Retention in Hybrid Workplaces',
    subject: 'Management',
    type: 'Essay',
    level: 'Undergraduate',
    wordCount: 2000,
    excerpt:
      'Hybrid work has changed what employees expect from a job. This essay argues that retention now depends less on pay than on autonomy, fair promotion and managers trained to lead teams they rarely see in person.',
  },
  {
    id: 'nursing-sepsis',
    title: 'Early Recognition of Sepsis on Medical Wards',
    subject: 'Nursing',
    type: 'Case Study',
    level: 'Undergraduate',
    wordCount: 2500,
    excerpt:
      'Using an anonymised patient scenario, this case study applies the ABCDE approach and the National Early Warning Score to show how timely escalation changes outcomes, and reflects on communication within the team.',
  },
  {
    id: 'law-consideration',
    title: 'Consideration and Promissory Estoppel in Contract Law',
    subject: 'Law',
    type: 'Essay',
    level: 'Undergraduate',
    wordCount: 3000,
    excerpt:
      'Should a promise without consideration ever bind? Drawing on leading English and Australian cases, this essay traces how estoppel fills the gap and where the courts have drawn its limits.',
  },
  {
    id: 'finance-esg',
    title: 'Do ESG Ratings Predict Stock Returns?',
    subject: 'Economics',
    type: 'Dissertation / Theses',
    level: 'Master’s',
    wordCount: 15000,
    excerpt:
      'This dissertation tests whether environmental, social and governance scores explain abnormal returns in a panel of European firms from 2015 to 2023, using fixed-effects regression and robustness checks for rating disagreement.',
  },
  {
    id: 'cs-recommender',
    title: 'A Content-Based Recommender for University Libraries',
    subject: 'Computer Science',
    type: 'Report',
    level: 'Undergraduate',
    wordCount: 4000,
    excerpt:
      'The report documents the design, implementation and evaluation of a TF-IDF recommender built in Python, compares it with a popularity baseline and discusses privacy trade-offs of using borrowing histories.',
  },
  {
    id: 'civil-retaining-wall',
    title: 'Design of a Cantilever Retaining Wall',
    subject: 'Engineering',
    type: 'Report',
    level: 'Undergraduate',
    wordCount: 3500,
    excerpt:
      'Calculations for sliding, overturning and bearing capacity are set out step by step to Eurocode 7, with a sensitivity analysis showing how groundwater level changes the required base width.',
  },
  {
    id: 'accounts-ifrs16',
    title: 'The Impact of IFRS 16 on Airline Balance Sheets',
    subject: 'Accounts',
    type: 'Assignment',
    level: 'Master’s',
    wordCount: 3000,
    excerpt:
      'Bringing operating leases onto the balance sheet transformed the gearing ratios of airlines. This assignment restates two carriers’ accounts and evaluates what analysts gained and lost from the change.',
  },
  {
    id: 'business-plan-cafe',
    title: 'Business Plan for a Zero-Waste Campus Café',
    subject: 'Business',
    type: 'Assignment',
    level: 'Undergraduate',
    wordCount: 2500,
    excerpt:
      'A market analysis, a three-year cash-flow forecast and a supplier strategy support the case for a café that cuts packaging waste while staying affordable for students.',
  },
  {
    id: 'history-partition',
    title: 'Memory and Migration after the Partition of Bengal',
    subject: 'Arts and Humanities',
    type: 'Essay',
    level: 'Master’s',
    wordCount: 4000,
    excerpt:
      'Oral histories collected decades later reveal how families rebuilt identity after 1947. The essay weighs these testimonies against official records and asks what each can and cannot tell us.',
  },
  {
    id: 'marketing-tiktok',
    title: 'Short-Video Platforms and Brand Trust among Gen Z',
    subject: 'Management',
    type: 'Dissertation / Theses',
    level: 'Master’s',
    wordCount: 12000,
    excerpt:
      'Through a survey of 312 students and twelve interviews, this study finds that creator authenticity, not follower count, drives trust in brands promoted on short-video platforms.',
  },
  {
    id: 'nursing-reflection',
    title: 'Reflecting on a Difficult Conversation with a Family',
    subject: 'Nursing',
    type: 'Essay',
    level: 'Undergraduate',
    wordCount: 1500,
    excerpt:
      'Structured with Gibbs’ reflective cycle, this essay examines how a student nurse handled a family’s anger about discharge plans and what she would do differently next time.',
  },
  {
    id: 'economics-minimum-wage',
    title: 'Minimum Wages and Youth Employment',
    subject: 'Economics',
    type: 'Essay',
    level: 'Undergraduate',
    wordCount: 2000,
    excerpt:
      'Competitive and monopsony models give opposite predictions. The essay reviews the empirical evidence from the UK and the USA and explains why the answer depends on local labour markets.',
  },
  {
    id: 'cs-phd-federated',
    title: 'Privacy-Preserving Federated Learning for Medical Imaging',
    subject: 'Computer Science',
    type: 'Dissertation / Theses',
    level: 'Doctoral',
    wordCount: 80000,
    excerpt:
      'This thesis chapter surveys secure aggregation and differential privacy in federated learning and proposes an evaluation protocol that reports accuracy and privacy loss side by side.',
  },
  {
    id: 'law-gdpr',
    title: 'The Right to Be Forgotten Five Years On',
    subject: 'Law',
    type: 'Case Study',
    level: 'Master’s',
    wordCount: 3500,
    excerpt:
      'Analysing key rulings under Article 17 of the GDPR, this case study shows how courts balance erasure against freedom of expression and what that means for search engines outside the EU.',
  },
  {
    id: 'engineering-solar',
    title: 'Feasibility of Rooftop Solar for a Hospital in Kolkata',
    subject: 'Engineering',
    type: 'Case Study',
    level: 'Master’s',
    wordCount: 5000,
    excerpt:
      'Using irradiance data and the hospital’s load profile, the study sizes a grid-tied system, estimates payback under current tariffs and identifies the structural checks needed before installation.',
  },
  {
    id: 'arts-film',
    title: 'Colour as Narrative in Contemporary Indian Cinema',
    subject: 'Arts and Humanities',
    type: 'Report',
    level: 'Undergraduate',
    wordCount: 2500,
    excerpt:
      'Three recent films are analysed scene by scene to show how colour grading signals shifts in power and mood, with stills described in detail for readers without access to the films.',
  },
  {
    id: 'business-supply-chain',
    title: 'Building Resilient Supply Chains after the Pandemic',
    subject: 'Business',
    type: 'Report',
    level: 'Master’s',
    wordCount: 4500,
    excerpt:
      'Comparing near-shoring, dual sourcing and inventory buffers, the report recommends a mixed strategy for a mid-sized electronics firm and sets out the costs of each option.',
  },
  {
    id: 'accounts-audit',
    title: 'Auditor Independence and Non-Audit Services',
    subject: 'Accounts',
    type: 'Essay',
    level: 'Doctoral',
    wordCount: 6000,
    excerpt:
      'Does selling consultancy to audit clients compromise judgement? This essay reviews regulatory responses since 2002 and the mixed evidence on audit quality, and proposes a research agenda.',
  },
];
