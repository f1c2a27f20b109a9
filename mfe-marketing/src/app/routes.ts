import type { PageRoute } from '@shared/contracts';

/** The pages this section serves: it publishes them in its contract; the shell learns them at runtime. */
export const ROUTES: PageRoute[] = [
  {
    path: '/',
    page: 'home',
    title: 'Assignment Help from Subject Experts',
    heading: 'Assignment Help from Subject Experts',
    description:
      'Human-written assignment help from subject experts since 2016: essays, reports, dissertations and more, with free revisions and 24/7 support.',
    indexable: true,
  },
  {
    path: '/services',
    page: 'services',
    title: 'Writing and Design Services',
    heading: 'Professional Writing & Design Services',
    description:
      'Dissertation, report, thesis and essay writing, plus PPT and poster design, by experienced academic writers.',
    indexable: true,
  },
  {
    path: '/aboutus',
    page: 'about',
    title: 'About Us',
    heading: 'About Us',
    description: 'Who we are, how we work and what we promise: academic help since 2016 for students in 15+ countries.',
    indexable: true,
  },
  {
    path: '/contactus',
    page: 'contact',
    title: 'Contact Us',
    heading: 'Contact Us',
    description: 'Send us a message, call, e-mail or chat with the team. We reply around the clock.',
    indexable: true,
  },
  {
    path: '/samples',
    page: 'samples',
    title: 'Assignment Samples',
    heading: 'Assignment Samples',
    description: 'Browse sample essays, reports and dissertations by subject, type and academic level.',
    indexable: true,
  },
  {
    path: '/termsandconditions',
    page: 'terms',
    title: 'Terms and Conditions',
    heading: 'Terms and Conditions',
    description: 'The terms that govern the use of this site and our services.',
    indexable: true,
  },
  {
    path: '/refund',
    page: 'refund',
    title: 'Refund and Privacy Policy',
    heading: 'Refund and Cancellation Policy',
    description: 'Our refund, revision and cancellation terms, followed by our privacy policy.',
    indexable: true,
  },
  {
    path: '/login',
    page: 'login',
    title: 'Log In',
    heading: 'Log In',
    description: 'Student log in.',
    indexable: false,
  },
  {
    path: '/register',
    page: 'register',
    title: 'Create an Account',
    heading: 'Create an Account',
    description: 'Student registration.',
    indexable: false,
  },
];
