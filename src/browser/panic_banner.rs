//! The last line of defence: the UI is written never to panic, but if it does, the page says
//! so in a banner instead of freezing silently.

/// Installs the panic hook: log the message and show it at the top of the page.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&message.as_str().into());
        show(&message);
    }));
}

/// Shows `message` in a banner at the top of the page. It runs while the app is failing, so
/// it asks web-sys for the window and gives up quietly, where gloo-utils would throw.
pub fn show(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(banner) = document.create_element("div") else {
        return;
    };
    banner.set_class_name("panic-banner");
    let _ = banner.set_attribute("role", "alert");
    banner.set_text_content(Some(&format!(
        "Occupancy Lab stopped working ({message}). Reload the page, and please report this with the page's address."
    )));
    if let Some(body) = document.body() {
        let _ = body.prepend_with_node_1(&banner);
    }
}
