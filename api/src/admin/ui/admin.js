// The agency's admin page. The token lives in this module's memory only (never in local or
// session storage), so reloading or closing the page signs out. Everything the visitors wrote is
// put into the page with textContent, never as markup.

let token = null;
const byId = (id) => document.getElementById(id);

const LABELS = {
  received: 'Received',
  paid: 'Paid',
  'in-progress': 'In progress',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
/** The statuses the agency may move an order to, from each status (the api checks the same). */
const MOVES = {
  received: ['in-progress', 'delivered', 'cancelled'],
  paid: ['in-progress', 'delivered', 'cancelled'],
  'in-progress': ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};
const ASSIGNMENT_TYPES = {
  essay: 'Essay/Dissertation',
  report: 'Report',
  'case-study': 'Case Study',
  'research-paper': 'Research Paper/Thesis Writing',
  assignment: 'Assignment Writing',
};

/** A moment in the agency's own time (this browser's zone), with the zone's name. */
const clock = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});
const when = (iso) => clock.format(new Date(iso));
/** One person's leads, messages and orders, by email (any case); null shows everyone. */
let emailFilter = null;
const inr = (amount) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);

function request(path, init = {}) {
  return fetch(path, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers, Authorization: `Bearer ${token}` },
  });
}

function say(text) {
  byId('status').textContent = text;
}

function cell(row, text) {
  const td = document.createElement('td');
  td.textContent = text;
  row.append(td);
  return td;
}

function header(columns) {
  const tr = document.createElement('tr');
  for (const column of columns) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = column;
    tr.append(th);
  }
  const thead = byId('results').tHead;
  thead.replaceChildren(tr);
}

function filters() {
  const kind = byId('kind').value;
  const query = new URLSearchParams({ limit: '500' });
  if (kind === 'submissions' && byId('form-filter').value) query.set('form', byId('form-filter').value);
  if (kind === 'submissions' && byId('handled-filter').value) query.set('handled', byId('handled-filter').value);
  if (kind === 'orders' && byId('status-filter').value) query.set('status', byId('status-filter').value);
  if (emailFilter) query.set('email', emailFilter);
  return { kind, query };
}

/** Shows one person's leads and messages, or orders, by their email. */
function showPerson(kind, email) {
  emailFilter = email;
  byId('kind').value = kind;
  switchKind();
}

/** A button in a cell that does something for this row; its name says what, and for whom. */
function rowButton(text, label, onClick) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text;
  button.setAttribute('aria-label', label);
  button.addEventListener('click', onClick);
  return button;
}

/** A lead or message marked handled, or back to do; the list shows it at once. */
async function markHandled(submission, handled, what) {
  const response = await request(`/admin/submissions/${submission.id}/handled`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ handled }),
  });
  if (response.status === 401) return signOut('Your session ended: sign in again.');
  const body = await response.json().catch(() => ({}));
  if (!response.ok) return say(body.error ?? 'That could not be saved. Try again.');
  await load();
  say(handled ? `${what} is marked handled.` : `${what} is marked as still to do.`);
}

const FORM_LABELS = { lead: 'Lead', contact: 'Contact' };

/**
 * What a submission says, in the list's columns: a lead's or message's own fields, or a section's
 * form (`blog/new-articles`, the api's generic agency form): its fields as the section named them,
 * and the visitor's consent. Its address is the one the agency replies to.
 */
function submissionView(submission) {
  const p = submission.payload ?? {};
  if (!p.fields) {
    const type = p.assignmentType ? `${ASSIGNMENT_TYPES[p.assignmentType] ?? p.assignmentType}\n` : '';
    return { name: p.name ?? '', email: p.email ?? '', phone: p.phone ?? '', details: `${type}${p.message ?? ''}` };
  }
  const fields = p.fields;
  const others = Object.entries(fields).filter(([field]) => !['name', 'email', 'phone'].includes(field));
  const consent = p.consent ? `Consent: ${p.consent.given ? 'given' : 'not given'} ("${p.consent.text}")` : '';
  return {
    name: fields.name ?? '',
    email: p.replyTo ?? fields.email ?? '',
    phone: fields.phone ?? '',
    details: [...others.map(([field, value]) => `${field}: ${value}`), consent].filter(Boolean).join('\n'),
  };
}

function showSubmissions(submissions) {
  header(['Received', 'Form', 'Name', 'Email', 'Phone', 'Details', 'Handled', 'Orders']);
  const rows = submissions.map((submission) => {
    const tr = document.createElement('tr');
    if (submission.handled_at) tr.className = 'handled';
    cell(tr, when(submission.created_at));
    const view = submissionView(submission);
    cell(tr, FORM_LABELS[submission.form] ?? submission.form);
    cell(tr, view.name);
    cell(tr, view.email);
    cell(tr, view.phone);
    cell(tr, view.details);
    const form = { lead: 'lead', contact: 'message' }[submission.form] ?? `${submission.form} submission`;
    const kindOf = `${form} of ${view.name || view.email || 'this visitor'}`;
    const what = `The ${kindOf}`;
    const handled = cell(tr, submission.handled_at ? `Handled ${when(submission.handled_at)}\n` : 'Still to do\n');
    handled.append(
      submission.handled_at
        ? rowButton('Mark as still to do', `Mark the ${kindOf} as still to do`, () =>
            markHandled(submission, false, what),
          )
        : rowButton('Mark handled', `Mark the ${kindOf} handled`, () => markHandled(submission, true, what)),
    );
    const orders = cell(tr, '');
    if (view.email) {
      const count = submission.order_count ?? 0;
      orders.append(
        rowButton(`Orders (${count})`, `Orders from ${view.email} (${count})`, () => showPerson('orders', view.email)),
      );
    }
    return tr;
  });
  byId('results').tBodies[0].replaceChildren(...rows);
}

/**
 * How the payment stands, as the agency may rely on it: paid only once Razorpay's payment is
 * verified; choosing card payment in the wizard (a checkout opened, then closed) is not paying.
 */
function paymentText(order) {
  if (order.paidAt)
    return `Paid ${when(order.paidAt)}\n${order.paymentId ?? ''}${order.mode === 'test' ? '\n(test mode)' : ''}`;
  return order.payload.paymentMethod === 'Pay Later'
    ? 'Not paid\n(chose Pay Later)'
    : 'Not paid\n(card checkout opened, no payment verified)';
}

function moveControl(order) {
  const td = document.createElement('td');
  const targets = MOVES[order.status] ?? [];
  if (targets.length === 0) return td;
  const select = document.createElement('select');
  select.setAttribute('aria-label', `New status for the order of ${order.payload.name}`);
  for (const status of targets) select.append(new Option(LABELS[status], status));
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Move';
  button.setAttribute('aria-label', `Move the order of ${order.payload.name}`);
  button.addEventListener('click', async () => {
    button.disabled = true;
    const response = await request(`/admin/orders/${order.id}/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: select.value }),
    });
    if (response.status === 401) return signOut('Your session ended: sign in again.');
    const body = await response.json().catch(() => ({}));
    if (!response.ok) {
      button.disabled = false;
      say(body.error ?? 'The status could not be changed.');
      return;
    }
    await load();
    say(`The order of ${order.payload.name} is now ${LABELS[select.value].toLowerCase()}.`);
  });
  td.append(select, ' ', button);
  return td;
}

/** Fetches a file of an order with the token, and saves it under its name. */
async function downloadFile(order, file) {
  const response = await request(`/admin/orders/${order.id}/files/${file.id}`);
  if (response.status === 401) return signOut('Your session ended: sign in again.');
  if (!response.ok) return say(`${file.name} could not be downloaded. Try again.`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A labelled block of the brief cell: a heading line and the entries under it. */
function block(title, entries) {
  const section = document.createElement('div');
  const heading = document.createElement('strong');
  heading.textContent = title;
  section.append(heading);
  for (const entry of entries) section.append(entry);
  return section;
}
const para = (text) => {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
};

/** The brief as the student gave it and added to it, its files, and the thread with an answer form. */
function briefCell(order) {
  const td = document.createElement('td');
  const p = order.payload;
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  const unanswered = order.messages.length > 0 && order.messages.at(-1).from === 'student';
  summary.textContent = `Brief, ${order.files.length} file(s), ${order.messages.length} message(s)${unanswered ? ' (awaiting answer)' : ''}`;
  details.append(summary);
  details.append(block('Instructions', [para(p.instructions || '(none)')]));
  if (order.briefAdditions.length > 0) {
    details.append(
      block(
        'Added on the order page',
        order.briefAdditions.map((a) => para(`${when(a.addedAt)}: ${a.text}`)),
      ),
    );
  }
  if (order.files.length > 0) {
    details.append(
      block(
        'Files',
        order.files.map((file) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = `Download ${file.name}`;
          button.addEventListener('click', () => void downloadFile(order, file));
          return button;
        }),
      ),
    );
  }
  details.append(
    block(
      'Messages',
      order.messages.map((m) => para(`${m.from === 'agency' ? 'Agency' : 'Student'}, ${when(m.sentAt)}: ${m.text}`)),
    ),
  );
  const form = document.createElement('form');
  const id = `answer-${order.id}`;
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = `Answer ${p.name}`;
  const text = document.createElement('textarea');
  text.id = id;
  text.rows = 3;
  text.maxLength = 5000;
  text.required = true;
  const send = document.createElement('button');
  send.type = 'submit';
  send.textContent = 'Send answer';
  form.append(label, text, send);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    send.disabled = true;
    const response = await request(`/admin/orders/${order.id}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: text.value }),
    });
    if (response.status === 401) return signOut('Your session ended: sign in again.');
    const body = await response.json().catch(() => ({}));
    send.disabled = false;
    if (!response.ok) return say(body.error ?? 'The answer could not be sent.');
    await load();
    say(`Your answer to ${p.name} was sent.`);
  });
  details.append(form);
  td.append(details);
  return td;
}

/** The status, and who cancelled and whether a refund is owed. */
function statusText(order) {
  const label = LABELS[order.status] ?? order.status;
  if (order.status !== 'cancelled' || !order.cancelledBy) return label;
  const by = order.cancelledBy === 'student' ? 'Cancelled by the student' : 'Cancelled by the agency';
  return order.refundDue ? `${by}\nRefund due` : by;
}

function showOrders(orders) {
  header(['Placed', 'Status', 'Name', 'Contact', 'Order', 'Brief and messages', 'Total', 'Payment', 'Move to']);
  const rows = orders.map((order) => {
    const p = order.payload;
    const tr = document.createElement('tr');
    cell(tr, order.reference ? `${when(order.createdAt)}\n${order.reference}` : when(order.createdAt));
    cell(tr, statusText(order));
    cell(tr, p.name);
    const contact = cell(
      tr,
      [p.email, p.mobile, p.phone && p.phone !== p.mobile ? p.phone : ''].filter(Boolean).join('\n'),
    );
    if (p.email) {
      contact.append(
        '\n',
        rowButton('Leads and messages', `Leads and messages from ${p.email}`, () => showPerson('submissions', p.email)),
      );
    }
    const type =
      p.assignmentType === 'Other' && p.assignmentTypeOther ? `Other: ${p.assignmentTypeOther}` : p.assignmentType;
    const subject = p.subject === 'Other' && p.subjectOther ? `Other: ${p.subjectOther}` : p.subject;
    cell(
      tr,
      `${type}, ${subject}\n${p.wordCount} words, due ${p.dueAt ? when(p.dueAt) : p.deadline}\n${p.academicLevel}`,
    );
    tr.append(briefCell(order));
    cell(tr, inr(p.total));
    cell(tr, paymentText(order));
    tr.append(moveControl(order));
    return tr;
  });
  byId('results').tBodies[0].replaceChildren(...rows);
}

async function load() {
  const { kind, query } = filters();
  say('Loading…');
  const response = await request(`/admin/${kind}?${query}`);
  if (response.status === 401) return signOut('Your session ended: sign in again.');
  if (!response.ok) return say('The list could not be loaded. Try again.');
  const body = await response.json();
  const items = kind === 'orders' ? body.orders : body.submissions;
  if (kind === 'orders') showOrders(items);
  else showSubmissions(items);
  const whose = emailFilter ? ` from ${emailFilter}` : '';
  byId('caption').textContent = `${items.length} ${kind === 'orders' ? 'orders' : 'submissions'}${whose}, newest first`;
  say('');
}

async function download() {
  const { kind, query } = filters();
  const response = await request(`/admin/${kind}.csv?${query}`);
  if (response.status === 401) return signOut('Your session ended: sign in again.');
  if (!response.ok) return say('The export failed. Try again.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function signOut(message = '') {
  token = null;
  emailFilter = null;
  byId('results').tBodies[0].replaceChildren();
  byId('view').hidden = true;
  byId('sign-in').hidden = false;
  byId('sign-in-error').textContent = message;
  byId('token').focus();
}

async function signIn(event) {
  event.preventDefault();
  const input = byId('token');
  const error = byId('sign-in-error');
  token = input.value.trim();
  input.value = '';
  if (!token) {
    error.textContent = 'Enter the admin token.';
    return;
  }
  const response = await request('/admin/submissions?limit=1').catch(() => null);
  if (!response || !response.ok) {
    token = null;
    error.textContent = response?.status === 401 ? 'That admin token is not valid.' : 'The api could not be reached.';
    input.setAttribute('aria-invalid', 'true');
    input.focus();
    return;
  }
  input.removeAttribute('aria-invalid');
  error.textContent = '';
  byId('sign-in').hidden = true;
  byId('view').hidden = false;
  await load();
  byId('kind').focus();
}

function switchKind() {
  const orders = byId('kind').value === 'orders';
  for (const id of ['form-filter', 'handled-filter']) {
    byId(id).hidden = orders;
    document.querySelector(`label[for="${id}"]`).hidden = orders;
  }
  byId('status-filter').hidden = !orders;
  document.querySelector('label[for="status-filter"]').hidden = !orders;
  byId('email-filter').hidden = !emailFilter;
  byId('email-filter-text').textContent = emailFilter ? `Only ${emailFilter}` : '';
  void load();
}

byId('sign-in').addEventListener('submit', signIn);
byId('kind').addEventListener('change', switchKind);
byId('form-filter').addEventListener('change', () => void load());
byId('status-filter').addEventListener('change', () => void load());
byId('handled-filter').addEventListener('change', () => void load());
byId('email-filter-clear').addEventListener('click', () => {
  emailFilter = null;
  switchKind();
});
byId('refresh').addEventListener('click', () => void load());
byId('export').addEventListener('click', () => void download());
byId('sign-out').addEventListener('click', () => signOut());
