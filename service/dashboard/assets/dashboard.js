// The dashboard's only script, served from /dashboard/assets/ (CSP script-src 'self', no inline
// script). Every page works without it; it adds: a confirmation before destructive actions
// (data-confirm), "copy" buttons (data-copy names the element whose text is copied), and the live
// event stream (server-sent events) on the Events page, pausable.

document.addEventListener('submit', (event) => {
  const form = event.target;
  const message = form instanceof HTMLFormElement ? form.dataset.confirm : undefined;
  if (message && !window.confirm(message)) event.preventDefault();
});

for (const button of document.querySelectorAll('[data-copy]')) {
  button.hidden = false;
  button.addEventListener('click', async () => {
    const source = document.getElementById(button.dataset.copy);
    if (!source) return;
    try {
      await navigator.clipboard.writeText(source.textContent || '');
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select the text to copy';
    }
  });
}

const stream = document.querySelector('[data-stream]');
if (stream && 'EventSource' in window) {
  const body = stream.querySelector('tbody');
  const toggle = document.getElementById('stream-toggle');
  const state = document.getElementById('stream-state');
  let paused = false;
  let source;
  const cell = (row, text, href) => {
    const td = row.insertCell();
    if (href) {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = text;
      td.append(a);
    } else td.textContent = text;
  };
  const open = () => {
    source = new EventSource(stream.dataset.stream);
    source.addEventListener('paisa-event', (message) => {
      const event = JSON.parse(message.data);
      const row = body.insertRow(0);
      cell(row, event.id, `${stream.dataset.base}/${encodeURIComponent(event.id)}`);
      cell(row, event.event);
      cell(row, event.entity_id || '');
      cell(row, new Date(event.created_at * 1000).toISOString().replace('T', ' ').slice(0, 19));
      while (body.rows.length > 100) body.deleteRow(body.rows.length - 1);
    });
    source.onopen = () => {
      state.textContent = 'Live: new events appear at the top.';
    };
    source.onerror = () => {
      state.textContent = 'Reconnecting…';
    };
  };
  if (toggle) {
    toggle.hidden = false;
    toggle.addEventListener('click', () => {
      paused = !paused;
      toggle.textContent = paused ? 'Resume' : 'Pause';
      toggle.setAttribute('aria-pressed', String(paused));
      if (paused) {
        source?.close();
        state.textContent = 'Paused.';
      } else open();
    });
  }
  open();
}
