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

const when = (iso) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
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
  if (kind === 'orders' && byId('status-filter').value) query.set('status', byId('status-filter').value);
  return { kind, query };
}

function showSubmissions(submissions) {
  header(['Received', 'Form', 'Name', 'Email', 'Phone', 'Details']);
  const rows = submissions.map((submission) => {
    const p = submission.payload ?? {};
    const tr = document.createElement('tr');
    cell(tr, when(submission.created_at));
    cell(tr, submission.form === 'lead' ? 'Lead' : 'Contact');
    cell(tr, p.name ?? '');
    cell(tr, p.email ?? '');
    cell(tr, p.phone ?? '');
    const type = p.assignmentType ? `${ASSIGNMENT_TYPES[p.assignmentType] ?? p.assignmentType}\n` : '';
    cell(tr, `${type}${p.message ?? ''}`);
    return tr;
  });
  byId('results').tBodies[0].replaceChildren(...rows);
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

function showOrders(orders) {
  header(['Placed', 'Status', 'Name', 'Contact', 'Order', 'Total', 'Payment', 'Move to']);
  const rows = orders.map((order) => {
    const p = order.payload;
    const tr = document.createElement('tr');
    cell(tr, order.reference ? `${when(order.createdAt)}\n${order.reference}` : when(order.createdAt));
    cell(tr, LABELS[order.status] ?? order.status);
    cell(tr, p.name);
    cell(tr, [p.email, p.mobile, p.phone && p.phone !== p.mobile ? p.phone : ''].filter(Boolean).join('\n'));
    const type =
      p.assignmentType === 'Other' && p.assignmentTypeOther ? `Other: ${p.assignmentTypeOther}` : p.assignmentType;
    const subject = p.subject === 'Other' && p.subjectOther ? `Other: ${p.subjectOther}` : p.subject;
    cell(tr, `${type}, ${subject}\n${p.wordCount} words, due ${p.deadline}\n${p.academicLevel}`);
    cell(tr, inr(p.total));
    cell(tr, order.paidAt ? `Paid ${when(order.paidAt)}\n${order.paymentId ?? ''}` : p.paymentMethod);
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
  byId('caption').textContent = `${items.length} ${kind === 'orders' ? 'orders' : 'submissions'}, newest first`;
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
  byId('form-filter').hidden = orders;
  document.querySelector('label[for="form-filter"]').hidden = orders;
  byId('status-filter').hidden = !orders;
  document.querySelector('label[for="status-filter"]').hidden = !orders;
  void load();
}

byId('sign-in').addEventListener('submit', signIn);
byId('kind').addEventListener('change', switchKind);
byId('form-filter').addEventListener('change', () => void load());
byId('status-filter').addEventListener('change', () => void load());
byId('refresh').addEventListener('click', () => void load());
byId('export').addEventListener('click', () => void download());
byId('sign-out').addEventListener('click', () => signOut());
