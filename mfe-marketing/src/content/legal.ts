/**
 * Copy of the two legal pages as typed data. `{businessName}` and `{postalAddress}` are filled
 * from the site configuration when the page renders; a `contact` block renders the configured
 * e-mail address or phone number as a link.
 */

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'definitions'; items: readonly { term: string; meaning: string }[] }
  | { kind: 'contact'; channel: 'email' | 'phone'; label: string };

export interface LegalSubsection {
  /** The heading's id, linked from the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalSection extends LegalSubsection {
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocument {
  /** ISO date from which the document applies, when it states one. */
  effective?: string;
  summary: string;
  sections: readonly LegalSection[];
}

const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });

export const TERMS: LegalDocument = {
  effective: '2025-07-11',
  summary:
    'These terms explain how {businessName} collects, uses and protects information when you browse this site, use our free tools or order academic support from us.',
  sections: [
    {
      id: 'agreement',
      title: 'Agreement to these terms',
      blocks: [
        p(
          'By using this website or any of our services you accept these terms. If you do not agree with them, please do not use the site. "We", "us" and "our" mean {businessName}; "you" means the visitor or customer.',
        ),
        p(
          'Our work is academic guidance and model material. You remain responsible for how you use it and for following the academic integrity rules of your school or university.',
        ),
      ],
    },
    {
      id: 'information-collected',
      title: 'Information we collect',
      blocks: [
        p('We collect only what we need to answer you and to deliver an order:'),
        list(
          'Contact details you give us in a form: your name, e-mail address and phone number.',
          'Order details: the type of work, subject, deadline, word count, instructions and any file links you share.',
          'Messages you send through the contact form, the quote popup, chat or e-mail.',
          'Technical information your browser sends with every request, such as the browser type, pages visited and the time of the visit.',
        ),
        p(
          'Card payments are handled by our payment provider. We never see or store your full card number; we keep only the payment reference it returns.',
        ),
      ],
    },
    {
      id: 'use-of-information',
      title: 'How we use your information',
      blocks: [
        list(
          'To reply to enquiries and send you a quote.',
          'To match your order with a suitable expert and deliver the finished work.',
          'To process payments, refunds and revisions.',
          'To keep the site secure and to understand which pages are useful, so we can improve them.',
        ),
        p('We do not sell your personal information, and we do not use it for purposes unrelated to our services.'),
      ],
    },
    {
      id: 'data-protection',
      title: 'Data protection',
      blocks: [
        p(
          'Your information is stored on secured systems and is reachable only by the staff and writers who need it to work on your order. Data travels over encrypted connections wherever the site is served over HTTPS.',
        ),
        p(
          'Your identity is never disclosed to your writer beyond what the task needs, and we never share your work, name or university with anyone else. No method of storage or transmission is perfectly secure, but we take reasonable steps to prevent loss, misuse and unauthorised access.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        p(
          'The site uses a small number of cookies and similar storage. One remembers your cookie choice; others keep the order form filled in between steps. Nothing non-essential, such as the embedded map, loads until you accept cookies.',
        ),
        p(
          'You can decline cookies in the banner or remove them in your browser settings at any time. Some features may then ask you for information again.',
        ),
      ],
    },
    {
      id: 'third-party-tools',
      title: 'Third-party tools and services',
      blocks: [
        p('Some parts of the service rely on other providers, each under its own terms and privacy policy:'),
        list(
          'the payment provider that processes card payments;',
          'the messaging app used when you choose to chat with us;',
          'the map provider whose map appears on the contact details once you accept cookies;',
          'hosting and e-mail services that carry our messages.',
        ),
        p(
          'Our free tools, such as the grammar checker and the calculators, run on our own service or in your browser. Text you paste into them is used only to produce the result and is not kept.',
        ),
      ],
    },
    {
      id: 'user-rights',
      title: 'Your rights',
      blocks: [
        p('You can ask us at any time to:'),
        list(
          'tell you what personal information we hold about you and give you a copy;',
          'correct information that is wrong or out of date;',
          'delete your information, unless we must keep it to meet a legal obligation such as tax records;',
          'stop sending you messages you no longer want.',
        ),
        p('We aim to answer every request promptly, and we confirm once it has been carried out.'),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        p(
          'We may update these terms when our services or the law change. The date at the top of this page shows when the current version took effect; using the site after that date means you accept the updated terms.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        p('Questions about these terms or about your information are welcome.'),
        { kind: 'contact', channel: 'email', label: 'E-mail us at' },
      ],
    },
  ],
};

export const REFUND_AND_PRIVACY: LegalDocument = {
  summary:
    'What happens if our work does not meet the standard we promised, how revisions and cancellations work, and how {businessName} handles your personal data.',
  sections: [
    {
      id: 'refunds',
      title: 'Full refund or free revision',
      blocks: [
        p(
          'Every order is written to the instructions you give us and to the quality we agree with you. If the delivered work does not meet those standards, you choose what happens next: a free revision by your writer, or a full refund.',
        ),
        list(
          'Tell us what falls short, pointing to the instructions or marking criteria concerned.',
          'If a revision still does not meet the agreed standard, you can ask for a full refund instead.',
          'Approved refunds are paid back to the original payment method.',
        ),
      ],
    },
    {
      id: 'free-revisions',
      title: 'Free revisions',
      blocks: [
        p(
          'Revisions are always free as long as the changes stay within your original instructions. Send the comments from your tutor or your own notes and the writer will update the work.',
        ),
        p(
          'Changes that add new requirements, such as a longer word count or a different topic, are new work; we will tell you the price before starting.',
        ),
      ],
    },
    {
      id: 'cancellations',
      title: 'Cancellations',
      blocks: [
        list(
          'Cancel before a writer starts on your order and you get all your money back.',
          'Cancel after work has started and we refund the part of the order not yet written.',
          'Orders that have been delivered cannot be cancelled, but they remain covered by free revisions and the refund promise above.',
        ),
      ],
    },
    {
      id: 'privacy-policy',
      title: 'Privacy policy',
      blocks: [
        p(
          'This privacy policy describes how we collect, use and disclose your information when you use our service, and tells you about your privacy rights. By using the service you agree to the collection and use of information as described here.',
        ),
      ],
    },
    {
      id: 'interpretation-and-definitions',
      title: 'Interpretation and Definitions',
      blocks: [],
      subsections: [
        {
          id: 'interpretation',
          title: 'Interpretation',
          blocks: [
            p(
              'Words with an initial capital letter have the meanings defined below, whether they appear in the singular or the plural.',
            ),
          ],
        },
        {
          id: 'definitions',
          title: 'Definitions',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Company',
                  meaning: '{businessName} ("We", "Us" or "Our"), based in West Bengal, India, at {postalAddress}.',
                },
                { term: 'Country', meaning: 'West Bengal, India.' },
                {
                  term: 'Service',
                  meaning: 'This website, its free tools and the academic support ordered through it.',
                },
                {
                  term: 'Personal Data',
                  meaning: 'Any information that relates to an identified or identifiable person.',
                },
                {
                  term: 'Usage Data',
                  meaning:
                    'Data collected automatically when the Service is used, such as the pages visited and how long a visit lasts.',
                },
                {
                  term: 'Cookies',
                  meaning: 'Small files a website places on your Device to remember choices between visits.',
                },
                { term: 'Device', meaning: 'Any device that can reach the Service, such as a computer or phone.' },
                {
                  term: 'You',
                  meaning: 'The person using the Service, or the organisation on whose behalf that person uses it.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'collecting-personal-data',
      title: 'Collecting and Using Your Personal Data',
      blocks: [],
      subsections: [
        {
          id: 'types-of-data',
          title: 'Types of data collected',
          blocks: [
            p('Personal Data. When you fill in a form or place an order we may ask for:'),
            list(
              'your name;',
              'your e-mail address;',
              'your phone number;',
              'details of the task, including instructions and shared files.',
            ),
            p(
              'Usage Data. Your browser sends technical details with each request, such as its type and version, your IP address, the pages you visit and the time of the visit. We use these only in aggregate, to run and improve the Service.',
            ),
          ],
        },
        {
          id: 'tracking-and-cookies',
          title: 'Tracking technologies and cookies',
          blocks: [
            p(
              'We use Cookies and browser storage to remember your cookie choice and to keep an order in progress between steps. Essential Cookies are needed for the Service to work; anything else loads only after you accept cookies in the banner.',
            ),
            p(
              'You can tell your browser to refuse all Cookies or to warn you when one is sent. If you refuse them, parts of the Service may not work as intended.',
            ),
          ],
        },
      ],
    },
    {
      id: 'use-of-personal-data',
      title: 'Use of Your Personal Data',
      blocks: [
        p('The Company may use Personal Data to:'),
        list(
          'provide and maintain the Service, including delivering and revising orders;',
          'contact you by e-mail, phone or chat about your enquiries and orders;',
          'process payments and refunds;',
          'protect the Service against fraud and abuse;',
          'study how the Service is used so we can improve it.',
        ),
      ],
    },
    {
      id: 'retention-and-transfers',
      title: 'Data Retention & Transfers',
      blocks: [
        p(
          'We keep Personal Data only as long as needed for the purposes in this policy, and longer only where the law requires it, for example for tax and accounting records. Usage Data is kept for shorter periods unless it is needed for security.',
        ),
        p(
          'Your information is processed at our offices in India and wherever the providers we rely on operate. By submitting your information you agree to this transfer; we take reasonable steps to make sure it is treated securely and in line with this policy.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights: access, correction and deletion',
      blocks: [
        list(
          'Access: ask for a copy of the Personal Data we hold about you.',
          'Correction: ask us to update or correct information that is inaccurate.',
          'Deletion: ask us to delete your Personal Data. We may keep some information where the law obliges us to.',
        ),
        p('Contact us using the details at the end of this page to make any of these requests.'),
      ],
    },
    {
      id: 'disclosure',
      title: 'Disclosure of Your Personal Data',
      blocks: [
        p('We share Personal Data only:'),
        list(
          'with the writer and staff working on your order, as far as the task needs;',
          'with service providers, such as the payment processor, that act on our behalf;',
          'if the business is reorganised or sold, with the new owner, under this same policy;',
          'when the law or a valid request by a public authority requires it, or to protect the rights and safety of our customers or the Company.',
        ),
      ],
    },
    {
      id: 'childrens-privacy',
      title: "Children's privacy",
      blocks: [
        p(
          'The Service is not meant for anyone under the age of 13, and we do not knowingly collect Personal Data from children under 13. If you believe a child has given us Personal Data, contact us and we will delete it.',
        ),
      ],
    },
    {
      id: 'external-links',
      title: 'Links to other websites',
      blocks: [
        p(
          'The Service links to sites we do not run, such as the messaging app, review sites and social networks. Their own privacy policies apply there, and we are not responsible for their content or practices.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        p(
          'We may update this policy from time to time. Changes take effect when they are published on this page, so please check it now and then.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        p('For questions about refunds, revisions or your personal data, call us.'),
        { kind: 'contact', channel: 'phone', label: 'Phone' },
      ],
    },
  ],
};
