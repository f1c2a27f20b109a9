import type { ArticleContent } from '../article-types';
import {
  acknowledgement,
  bullets,
  checklist,
  faq,
  getHelp,
  h3,
  keypoints,
  link,
  note,
  p,
  qa,
  steps,
  strong,
  table,
  tip,
  warning,
} from '../blocks';

const content: ArticleContent = {
  heroAlt: 'A calm profile of a head with a young plant growing inside it, above gentle waves.',
  sections: [
    {
      id: 'overview',
      heading: 'Overview: Why Wellbeing Belongs in a Study Guide',
      tocLabel: 'Overview',
      blocks: [
        p(
          'Some stress is part of learning. A looming deadline can sharpen focus, and the nerves before a presentation are a sign that it matters to you. The trouble starts when pressure stops being occasional and becomes the background of every day: sleep shrinks, concentration frays, and work that used to take an hour takes three. At that point stress is no longer helping you study; it is getting in the way.',
        ),
        p(
          'This guide explains what the research says about student mental health, what drives academic stress, which warning signs to take seriously, and the routines that help: sleep, in-the-moment calming techniques, thinking skills, study habits and exam strategies. It also looks at why some students carry a heavier load than others and how schools and universities organise support.',
        ),
        warning(
          'This guide is general information, not medical advice',
          p(
            'If you are struggling, a doctor, counsellor or your institution’s wellbeing service can give advice that fits you. If you are in danger or thinking about ending your life, contact emergency services or a crisis line now (numbers are listed in the ',
            link('help section', '#help'),
            ').',
          ),
        ),
      ],
    },
    {
      id: 'keypoints',
      heading: 'Key Points',
      blocks: [
        keypoints(
          'Mental health problems often start young: about half of lifetime conditions begin by age 14 and three-quarters by the mid-twenties.',
          'Warning signs that last two weeks or more, or that stop you functioning, deserve attention and a conversation with someone qualified.',
          'Sleep is the foundation: most young adults need 7–9 hours, and a screen-free hour before bed makes that easier.',
          'Short techniques such as slow breathing and grounding calm the body in minutes; thinking skills from CBT help over weeks.',
          'Planning, active study methods and rest days reduce stress more reliably than working longer hours.',
          'Support is organised in tiers, from whole-campus wellbeing to specialist care. Asking early is a strength, not a failure.',
        ),
      ],
    },
    {
      id: 'data',
      heading: 'What the Data Says',
      blocks: [
        p(
          'Large studies agree on two points: mental health conditions are common, and they tend to begin during the years most people spend in education.',
        ),
        bullets(
          [
            strong('Early onset.'),
            ' In the US National Comorbidity Survey Replication (Kessler et al., 2005), half of all lifetime cases of mental disorder had started by age 14 and three-quarters by age 24. The World Health Organization likewise reports that half of all mental health conditions start by 14, most of them undetected and untreated.',
          ],
          [
            strong('Adolescents.'),
            ' The WHO estimates that around one in seven 10–19-year-olds worldwide experiences a mental disorder, with anxiety and depression among the most common.',
          ],
          [
            strong('University students.'),
            ' The WHO World Mental Health International College Student survey screened nearly 14,000 first-year students in eight countries. About 35% screened positive for at least one common disorder at some point in their lives, and about 31% in the previous year (Auerbach et al., 2018).',
          ],
          [
            strong('The help gap.'),
            ' The same research programme found that only a minority of students with a disorder had received treatment, often because they preferred to handle it alone or did not think it was serious enough.',
          ],
        ),
        note(
          'Reading the numbers carefully',
          p(
            'Screening questionnaires identify likely cases, not diagnoses, and rates differ between countries, institutions and survey methods. The consistent message is not a precise figure but a pattern: struggling is common, and it is treatable.',
          ),
        ),
      ],
    },
    {
      id: 'drivers',
      heading: 'What Drives Academic Stress',
      tocLabel: 'What drives stress',
      blocks: [
        p(
          'Stress rises when demands outrun the resources you have to meet them: time, skills, money, sleep, support. Naming the specific drivers matters, because each one has a different fix.',
        ),
        table(
          'Common drivers of student stress',
          ['Driver', 'How it shows up', 'Where to start'],
          [
            [
              'Workload and deadlines',
              'Several deadlines in the same week; work expanding into nights',
              'A written plan with buffers; early conversations about extensions',
            ],
            [
              'Assessment pressure and perfectionism',
              'Rewriting the same paragraph; fear of anything below a top grade',
              'Define “good enough” from the rubric; set a stop time for each task',
            ],
            [
              'Money and paid work',
              'Long shifts before deadlines; worry about rent or fees',
              'Student finance or hardship funds; a term-time work limit',
            ],
            [
              'Transition and loneliness',
              'New city, new system, few close friends yet',
              'Regular low-stakes contact: a society, a study group, a weekly call home',
            ],
            [
              'Uncertainty about the future',
              'Constant comparison with peers; anxiety about careers',
              'Careers service; focusing on the next concrete step',
            ],
          ],
        ),
        p(
          'Moderate pressure can improve performance, but beyond a point more pressure makes thinking worse, not better. If you notice that extra hours are producing less, that is a sign to change the approach rather than push harder.',
        ),
      ],
    },
    {
      id: 'signs',
      heading: 'Warning Signs to Notice',
      blocks: [
        p(
          'Everyone has bad days. What matters is the pattern: how long a change lasts, how intense it is, and whether it stops you doing things you need or want to do. Changes that last two weeks or more are worth taking seriously.',
        ),
        bullets(
          [strong('Mood:'), ' persistent low mood, irritability, hopelessness, or feeling numb or constantly on edge.'],
          [
            strong('Body:'),
            ' sleeping much more or much less, changes in appetite, headaches, stomach problems or constant tiredness.',
          ],
          [
            strong('Behaviour:'),
            ' withdrawing from friends, missing classes, using alcohol or other substances to cope.',
          ],
          [
            strong('Study:'),
            ' reading the same page repeatedly, missing deadlines you would normally meet, avoiding opening emails or grades.',
          ],
        ),
        warning(
          'Get help urgently if…',
          p(
            'you are thinking about harming yourself or ending your life, you feel unable to keep yourself safe, or a friend tells you they feel this way. Contact emergency services or a crisis line straight away; you do not need to wait for an appointment.',
          ),
        ),
      ],
    },
    {
      id: 'coping',
      heading: 'Everyday Coping Routines That Work',
      tocLabel: 'Everyday coping',
      blocks: [
        p(
          'The most effective coping strategies are unglamorous and cumulative. None of them fixes a bad week on its own, but together they raise the floor on your worst days.',
        ),
        checklist(
          [
            strong('Move most days.'),
            ' The WHO recommends 150–300 minutes of moderate activity a week for adults. A brisk 20-minute walk between study blocks counts.',
          ],
          [strong('Eat regularly.'), ' Skipped meals and long gaps make concentration and mood harder to manage.'],
          [
            strong('Stay connected.'),
            ' Schedule contact as deliberately as study: a meal with a friend, a club, a call home. Loneliness is a stress multiplier.',
          ],
          [strong('Keep a daily shape.'), ' A consistent start time and a planned end to the study day protect rest.'],
          [
            strong('Watch the quick fixes.'),
            ' Alcohol, energy drinks and late-night scrolling feel like relief but usually worsen sleep and anxiety the next day.',
          ],
          [
            strong('Talk to yourself as you would to a friend.'),
            ' Self-criticism rarely improves work; self-compassion makes it easier to start again after a setback.',
          ],
        ),
      ],
    },
    {
      id: 'sleepreset',
      heading: 'A One-Week Sleep Reset',
      tocLabel: 'Sleep reset',
      blocks: [
        p(
          'Sleep affects memory, mood and attention more than almost anything else you control. Most adults, including students, need ',
          strong('7–9 hours'),
          ' a night. Cutting sleep to study usually backfires: material learned while exhausted is harder to recall, and sleep is when much of the day’s learning is consolidated.',
        ),
        steps(
          [
            strong('Fix your wake time.'),
            ' Choose a time you can keep every day, weekends included, and start there rather than with bedtime.',
          ],
          [strong('Count back 7–9 hours'), ' to set a target bedtime, and start winding down 30 minutes before it.'],
          [
            strong('Leave a 60-minute screen gap.'),
            ' Stop using phones, laptops and games for the last 60 minutes before bed. Light and, above all, engaging content keep the brain alert.',
          ],
          [
            strong('Set a caffeine cut-off.'),
            ' Caffeine taken six hours before bed can still shorten sleep, so keep coffee, tea and energy drinks to the morning and early afternoon.',
          ],
          [
            strong('Get up if you cannot sleep.'),
            ' If you are awake for what feels like 20 minutes, get up, do something calm in dim light, and return when sleepy.',
          ],
          [
            strong('Keep naps short'),
            ' (20–30 minutes) and before mid-afternoon, so they do not steal from the night.',
          ],
        ),
        tip(
          'All-nighters cost more than they give',
          p(
            'A night without sleep before an exam impairs recall and reasoning the next day. If time is short, a focused review followed by a full night’s sleep almost always beats an extra six hours of tired revision.',
          ),
        ),
      ],
    },
    {
      id: 'moment',
      heading: 'In-the-Moment Techniques for Stress and Panic',
      tocLabel: 'In-the-moment techniques',
      blocks: [
        p(
          'When stress spikes, the body’s alarm system speeds the heart and breathing and narrows attention. You cannot think your way out of that state directly, but you can calm the body, and the mind follows.',
        ),
        bullets(
          [
            strong('Slow breathing:'),
            ' breathe in through the nose for about four seconds and out for about six, for two to five minutes. A longer out-breath helps switch the body towards rest.',
          ],
          [
            strong('Box breathing:'),
            ' in for four, hold for four, out for four, hold for four. The counting also gives a racing mind something to hold on to.',
          ],
          [
            strong('5-4-3-2-1 grounding:'),
            ' name five things you can see, four you can feel, three you can hear, two you can smell and one you can taste.',
          ],
          [
            strong('Name it:'),
            ' say, silently or aloud, “this is anxiety” or “I’m feeling overwhelmed”. Labelling an emotion tends to reduce its intensity.',
          ],
          [
            strong('Progressive muscle relaxation:'),
            ' tense a muscle group for five seconds, release for ten, and work from feet to face.',
          ],
        ),
        p(
          'Panic attacks are frightening but not dangerous. Symptoms usually peak within about ten minutes and then ease. If you have never had one before, or the symptoms are new or different, get medical advice to rule out other causes.',
        ),
      ],
    },
    {
      id: 'rewiring',
      heading: 'Rewiring Unhelpful Thinking',
      tocLabel: 'Rewiring unhelpful thinking',
      blocks: [
        p(
          'Cognitive behavioural therapy (CBT) rests on a simple observation: how we interpret events shapes how we feel about them. Under stress, thoughts slip into predictable traps. Learning to spot them is a skill, and like any skill it improves with practice.',
        ),
        table(
          'Common thinking traps and balanced alternatives',
          ['Trap', 'Sounds like', 'A more balanced thought'],
          [
            [
              'Catastrophising',
              '“If I fail this essay, my degree is over.”',
              '“One essay is a fraction of my grade, and resubmission exists.”',
            ],
            [
              'All-or-nothing',
              '“If it isn’t perfect, it’s worthless.”',
              '“A solid answer that meets the criteria and arrives on time is a good outcome.”',
            ],
            [
              'Mind reading',
              '“My tutor thinks I’m stupid.”',
              '“I don’t know what they think; feedback is about the work.”',
            ],
            [
              'Should statements',
              '“I should be able to handle this alone.”',
              '“Most students need help at some point; asking is sensible.”',
            ],
          ],
        ),
        h3('A five-minute thought record'),
        steps(
          'Write down the situation in one line: what happened, where and when.',
          'Write the automatic thought and rate how strongly you believe it (0–100%).',
          'List the evidence for and against it, as a fair-minded friend would.',
          'Write a balanced alternative and re-rate the original thought.',
        ),
        p(
          'If worries crowd every hour, try scheduled “worry time”: note worries as they come, then give them 15 minutes at a set time each day. Many people find the list is shorter and less urgent by the time they reach it.',
        ),
      ],
    },
    {
      id: 'study',
      heading: 'Study Habits That Protect Your Wellbeing',
      tocLabel: 'Study habits',
      blocks: [
        p(
          'Good study habits are also mental-health habits, because uncertainty and last-minute panic are major sources of stress. A few changes make a large difference:',
        ),
        bullets(
          [
            strong('Plan backwards from deadlines'),
            ' and write the plan down. Our ',
            link('7-day time-management plan', '/blog/time-management-assignment'),
            ' shows how to build buffers into a week.',
          ],
          [
            strong('Break tasks into first steps'),
            ' small enough to start today: “find three sources on X”, not “do the literature review”.',
          ],
          [
            strong('Use active methods:'),
            ' retrieval practice (testing yourself) and spaced review beat rereading and highlighting, so the same hours produce more learning.',
          ],
          [
            strong('Work in focused blocks'),
            ' with real breaks, and protect at least one day or two half-days a week for rest.',
          ],
          [
            strong('Ask early.'),
            ' A question to a tutor in week three is easier for everyone than a crisis in week ten.',
          ],
        ),
      ],
    },
    {
      id: 'exam',
      heading: 'Exam Stress: Before, During and After',
      tocLabel: 'Exam stress',
      blocks: [
        h3('Before'),
        bullets(
          'Practise under exam conditions with past papers and a timer, so the real thing feels familiar.',
          'Plan the last few days around sleep and review, not new material.',
          'Prepare the practical details the day before: route, ID, equipment, food and water.',
        ),
        h3('During'),
        bullets(
          'Read the whole paper first and allocate time to each question according to its marks.',
          'Start with a question you can answer well, to build momentum.',
          'If your mind goes blank, put the pen down, do a minute of slow breathing, then write anything related to the question. Recall often returns once you start.',
        ),
        h3('After'),
        bullets(
          'Avoid detailed post-mortems with classmates; they rarely change anything and often raise anxiety.',
          'Plan something restorative before the next exam.',
          'If illness or a personal crisis affected your performance, ask about extenuating or mitigating circumstances promptly: most institutions have strict time limits for claims.',
        ),
      ],
    },
    {
      id: 'digital',
      heading: 'Digital Wellbeing',
      blocks: [
        p(
          'Phones and social media are not simply good or bad, but how you use them matters. Constant notifications fragment attention, late-night scrolling delays sleep, and curated feeds invite comparison with other people’s highlights.',
        ),
        checklist(
          'Turn off non-essential notifications and use a focus mode during study blocks.',
          'Keep the phone out of reach while studying, and out of the bedroom at night if you can.',
          'Keep to the 60-minute screen gap before bed from the sleep reset above.',
          'Notice which apps leave you feeling worse, and set time limits on those first.',
          'Be careful with online mental-health advice: prefer sources from health services, universities and recognised charities.',
        ),
      ],
    },
    {
      id: 'equity',
      heading: 'Equity: Not Everyone Carries the Same Load',
      tocLabel: 'Equity',
      blocks: [
        p(
          'Stress is not distributed evenly. Students who are the first in their family at university, international students, students from low-income households, disabled and neurodivergent students, LGBTQ+ students and those who experience racism or discrimination often face extra pressures: financial strain, isolation, unfamiliar systems or stigma about seeking help.',
        ),
        p(
          'If this describes you, it is not a personal weakness that things feel harder; the load is genuinely heavier. Many institutions have targeted support: disability services that arrange reasonable adjustments such as extra exam time, hardship funds, international student advisers, peer mentors and societies. It is worth finding out what exists before you need it.',
        ),
      ],
    },
    {
      id: 'mtss',
      heading: 'How Schools Organise Support: The MTSS Model',
      tocLabel: 'The MTSS model',
      blocks: [
        p(
          'Many schools, especially in the United States, organise support through a ',
          strong('Multi-Tiered System of Supports (MTSS)'),
          '. Universities often use a similar “stepped care” approach. Knowing the tiers helps you see where to go.',
        ),
        table(
          'The three tiers of support',
          ['Tier', 'Who it serves', 'Examples'],
          [
            [
              'Tier 1: universal',
              'Everyone',
              'Wellbeing teaching, study-skills workshops, inclusive assessment design, clear information on where to get help',
            ],
            [
              'Tier 2: targeted',
              'Students showing early signs of difficulty',
              'Small-group sessions on stress or sleep, check-ins with a tutor or mentor, brief counselling',
            ],
            [
              'Tier 3: intensive',
              'Students with significant or complex needs',
              'Individual counselling or therapy, referral to health services, formal support plans',
            ],
          ],
        ),
        p(
          'A common planning rule of thumb is that universal support meets the needs of most students, targeted support a smaller group, and intensive support a few. For you, the practical message is that you do not have to be in crisis to use support: Tier 1 and Tier 2 exist precisely so that problems are caught early.',
        ),
      ],
    },
    {
      id: 'policy',
      heading: 'What Institutions and Policy Can Do',
      tocLabel: 'Institutions and policy',
      blocks: [
        p(
          'Individual coping matters, but so does the environment. In the UK, the University Mental Health Charter (Student Minds, 2019) encourages a whole-university approach in which teaching, assessment, housing and support services all consider wellbeing. Practical measures include:',
        ),
        bullets(
          'Spreading assessment deadlines so that modules do not all fall due in the same week.',
          'Clear, consistent extension and mitigating-circumstances processes.',
          'Training staff to recognise distress and refer students on.',
          'Accessible counselling with reasonable waiting times, and online options.',
        ),
        p(
          'Students also have rights. In the UK, the Equality Act 2010 can cover a mental health condition as a disability when its effect on day-to-day activities is substantial and long-term, which entitles you to reasonable adjustments. In India, the Mental Healthcare Act 2017 gives a right to access mental healthcare. If you are unsure what applies to you, your students’ union or disability service can advise.',
        ),
      ],
    },
    {
      id: 'faqs',
      heading: 'Frequently Asked Questions',
      tocLabel: 'FAQs',
      blocks: [
        faq(
          qa(
            'How do I know whether it is stress or something more?',
            'Stress usually eases when the pressure passes. If low mood, anxiety or sleep problems last two weeks or more, keep coming back, or stop you functioning, talk to a doctor or your wellbeing service. You do not need to be certain before you ask.',
          ),
          qa(
            'Will asking for help affect my studies or my record?',
            'Counselling and wellbeing services are confidential, with narrow exceptions when someone is at serious risk. Asking for support or adjustments does not appear on your transcript; it usually makes it easier to complete your course.',
          ),
          qa(
            'How much sleep do I really need during exams?',
            'The same as at other times: 7–9 hours for most adults. Protecting sleep during exams is one of the most effective things you can do for recall and concentration.',
          ),
          qa(
            'What can I do to help a friend who is struggling?',
            'Listen without rushing to fix things, tell them you are glad they told you, and encourage them to contact support. If they mention suicide or self-harm, take it seriously and help them contact a crisis line or emergency services.',
          ),
          qa(
            'Is it all right to get extra academic help when I am overwhelmed?',
            'Yes. Tutoring, writing-centre appointments, extensions and feedback on drafts all reduce load. Use help in line with your institution’s academic integrity rules, and be open with your tutor about what you are finding hard.',
          ),
        ),
      ],
    },
    {
      id: 'help',
      heading: 'Getting Help: Personal and Academic',
      tocLabel: 'Get help',
      blocks: [
        p(
          strong('If you are in crisis or thinking about suicide, contact help now.'),
          ' Call your local emergency number (999 or 112 in the UK, 911 in the US, 112 in India and much of Europe, 000 in Australia) or a crisis line: Samaritans on 116 123 (UK and Ireland), the 988 Suicide & Crisis Lifeline (US, call or text 988), Tele-MANAS on 14416 (India) or Lifeline on 13 11 14 (Australia). Numbers were correct at the time of writing.',
        ),
        p(
          'For ongoing support, start with your GP or doctor, your university’s counselling or wellbeing service, or your school counsellor.',
        ),
        p(
          'If academic workload is one of the pressures, our tutors can help you plan an assignment, give feedback on a draft or proofread the final version, so that you have one less thing to carry. Reach us in whichever way suits you:',
        ),
        getHelp,
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      blocks: [
        p(
          'Looking after your mental health is not a distraction from studying; it is what makes good studying possible. Protect your sleep, move and eat regularly, keep people close, learn a calming technique and a thinking skill, plan your work so deadlines do not ambush you, and ask for help early. None of this needs to be perfect. Small, steady changes, kept up over weeks, make the biggest difference.',
        ),
      ],
    },
    {
      id: 'acknowledgement',
      heading: 'Acknowledgement',
      blocks: [acknowledgement],
    },
  ],
};

export default content;
