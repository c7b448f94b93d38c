// The demo storefront's only script: the mini-cart drawer, sort-on-change, and the product
// form's variant picker. Every page works without it (links and plain form posts).
(function () {
  'use strict';

  function openDrawer(event) {
    var drawer = document.getElementById('CartDrawer');
    if (!drawer) return;
    if (event) event.preventDefault();
    drawer.hidden = false;
    document.body.classList.add('drawer-open');
    var close = drawer.querySelector('[data-drawer-close].icon-button');
    if (close) close.focus();
  }

  function closeDrawer() {
    var drawer = document.getElementById('CartDrawer');
    if (!drawer) return;
    drawer.hidden = true;
    document.body.classList.remove('drawer-open');
  }

  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest('[data-drawer-open]')) openDrawer(event);
    else if (target.closest('[data-drawer-close]')) closeDrawer();
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') closeDrawer();
  });

  document.querySelectorAll('form[data-autosubmit] select').forEach(function (select) {
    select.addEventListener('change', function () {
      select.form.submit();
    });
  });

  var form = document.querySelector('[data-product-form]');
  var json = document.getElementById('ProductJson');
  if (!form || !json) return;
  var product = JSON.parse(json.textContent || '{}');
  var button = form.querySelector('[data-add-button]');
  var priceBox = document.querySelector('[data-product-price]');
  var stock = form.querySelector('[data-stock]');
  var idInput = form.querySelector('input[name="id"]');
  if (!idInput) {
    idInput = document.createElement('input');
    idInput.type = 'hidden';
    idInput.name = 'id';
    form.appendChild(idInput);
  }

  function chosen() {
    var values = [];
    form.querySelectorAll('fieldset.option').forEach(function (fieldset, i) {
      var checked = fieldset.querySelector('input:checked');
      values[i] = checked ? checked.value : null;
      var label = fieldset.querySelector('[data-option-value="' + i + '"]');
      if (label && checked) label.textContent = checked.value;
    });
    return values;
  }

  function update() {
    var values = chosen();
    var variant = product.variants.find(function (v) {
      return v.options.every(function (value, i) {
        return values[i] === value;
      });
    });
    idInput.value = variant ? variant.id : '';
    button.disabled = !variant || !variant.available;
    button.textContent = !variant ? 'Unavailable' : variant.available ? 'Add to cart' : 'Sold out';
    if (stock) stock.textContent = '';
    if (variant && priceBox) {
      var now = priceBox.querySelector('.price__now');
      var was = priceBox.querySelector('.price__was');
      if (now) now.textContent = variant.price;
      if (was) was.textContent = variant.compareAt || '';
    }
    if (variant) keepVariantInUrl(variant.id);
  }

  // The chosen variant goes into the address (a reload or a shared link keeps it). Only
  // `variant` changes: the other parameters (the console's preview token `vitrine-preview`,
  // `vitrine-rec`, `shop`) stay, or a preview on this page would lose its token.
  function keepVariantInUrl(id) {
    var url = new URL(location.href);
    url.searchParams.set('variant', id);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }

  if (form.querySelector('fieldset.option')) {
    form.addEventListener('change', update);
    update();
  }
})();
