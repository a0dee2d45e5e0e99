import type { DocumentPage } from '../src/analysis-engine';

/**
 * Documents written for these tests (the PDF fixtures cannot be read here without a PDF
 * extractor). Each is laid out the way extracted PDF text is: lines, blank lines between
 * paragraphs, one string per page.
 */

export const PERSUASIVE_ESSAY: DocumentPage[] = [
  {
    pageNumber: 1,
    text: `Computers and Our Community

Dear Editor,

Many people in our town spend hours every day on computers. Some say this is harmful, but i believe
computers have a positive effect on people because they help us learn, connect with family and find
work.

First, computers help students learn. For example, my cousin used free online lessons to pass his
math exam after he failed it the first time. Studies show that students who practice online improve
there scores, and teachers can share alot of material that would never fit in a textbook.

Second, computers keep families together. My grandmother lives in another country, and we talk to
her every week on video calls. Without a computer she would be alone most of the time. This means
that technology is not only for young people.

However, some people argue that computers make us lazy and take time away from exercise. This is
partly true, because sitting for hours is not healthy. But the answer is balance, not giving up the
the tools that make our lives better. Parents should set limits and kids should go outside too.`,
  },
  {
    pageNumber: 2,
    text: `Finally, computers help people find jobs. Most companies post their openings online, and a
person without a computer could of missed many chances. My neighbor found her job at the hospital
through a website last year.

In conclusion, computers have a positive effect on people. They help us learn, keep families close
and open doors to work. I urge the readers of this newspaper to use computers wisely and to support
the new computer lab at the library.`,
  },
];

export const UNIVERSITY_ESSAY: DocumentPage[] = [
  {
    pageNumber: 1,
    text: `Urban Green Space and Public Health

Cities are growing faster than ever, and planners must decide how much land to keep as parks. This
essay argues that investment in urban green space should be treated as a public-health measure,
because access to parks reduces stress, encourages exercise and lowers the costs of chronic disease.

Research consistently links green space to mental health. Residents who live within walking
distance of a park report lower levels of stress (Ward Thompson et al., 2012). Moreover, the effect
is strongest in poorer neighbourhoods, which suggests that parks may reduce health inequalities
(Mitchell & Popham, 2008). Therefore, the distribution of parks matters as much as their size.

Green space also encourages physical activity. When parks are safe and well maintained, people walk
and cycle more often (Sallis, 2009). Critics argue that the link is weak, since active people may
simply choose to live near parks. Although this self-selection is real, longitudinal studies that
follow the same residents over time still find a measurable effect (Astell-Burt, 2014).`,
  },
  {
    pageNumber: 2,
    text: `Finally, the economic case is strong. Treating chronic disease is expensive, and 40% of health
spending in some cities goes to conditions linked to inactivity. As a result, even modest gains in
activity could save more than the parks cost to maintain.

In conclusion, urban green space is not a luxury. The evidence indicates that parks improve mental
health, encourage exercise and reduce long-term costs, so city budgets should fund them as part of
public-health policy.

References

Astell-Burt, T. (2014). Green space and type 2 diabetes. JAMA Internal Medicine, 174(6), 1003-1005.
Mitchell, R., & Popham, F. (2008). Effect of exposure to natural environment on health inequalities.
The Lancet, 372(9650), 1655-1660.
Sallis, J. (2009). Measuring physical activity environments. American Journal of Preventive
Medicine, 36(4), 86-92.
Ward Thompson, C., et al. (2012). More green space is linked to less stress. Landscape and Urban
Planning, 105(3), 221-229.`,
  },
];

export const STRONG_CV: DocumentPage[] = [
  {
    pageNumber: 1,
    text: `Jordan Avery
jordan.avery@example.com | +1 415 555 0134 | linkedin.com/in/jordan-avery

Professional Summary
Data analyst with 6 years of experience turning sales and operations data into decisions. Built
reporting that cut month-end close time by 30% and trained 12 colleagues in SQL and Tableau.

Experience
Senior Data Analyst, Northwind Traders   Jan 2021 - Present
• Led a team of 4 analysts delivering weekly revenue forecasts to the executive team.
• Reduced reporting errors by 45% by automating data checks in Python.
• Responsible for maintaining the sales dashboard used by regional managers.
Data Analyst, Contoso Retail   Jun 2018 - Dec 2020
• Analyzed purchase data for 2,000,000 customers to design a loyalty programme that raised repeat sales by 12%.
• Helped the marketing team with campaign reports in order to improve targeting.
• Assisted with data migration to a new warehouse.

Education
B.Sc. Statistics, University of Leeds, 2018

Skills
SQL, Python, Tableau, Excel, Forecasting, Data Visualization, Stakeholder Communication`,
  },
];

export const WEAK_CV: DocumentPage[] = [
  {
    pageNumber: 1,
    text: `CURRICULUM VITAE

About Me
I am a hard working person and i like to work with people. I am looking for a job where I can use my
skills.

Work
Shop Assistant at a local store
Responsible for stocking shelves and helping customers.
Duties included cleaning the store and using the till.
Worked on the weekend rota and stuff like that.

School
Secondary school, finished 2019`,
  },
];

export const MEMO: DocumentPage[] = [
  {
    pageNumber: 1,
    text: `Quarterly Facilities Update

This update summarises the state of the office buildings at the end of the third quarter and the
work planned for the next quarter.

Energy use fell by 8% compared with the same quarter last year, mainly because the new heating
controls switch off unused floors in the evening. The second floor lighting was replaced with LED
fittings in August, which also reduced maintenance calls.

The roof of the north building still leaks during heavy rain. A contractor inspected it in September
and recommended replacing the membrane before winter; the quote is being reviewed by finance.

Meeting room bookings rose by a quarter after the booking system was moved online. Staff report that
the larger rooms are often booked but left empty, so reminders will be sent an hour before each
meeting and unused bookings released automatically.

Next quarter the team will replace the roof membrane, install bicycle racks at the east entrance and
survey staff about the new desk layout.`,
  },
];
