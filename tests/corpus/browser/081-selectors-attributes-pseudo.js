// Attribute selectors and pseudo-classes: [x], =, ~=, |=, ^=, $=, *=, the i flag, :not, :first-child, :last-child, :nth-child, :nth-of-type, :only-child, :empty, :checked, :disabled, :enabled, :root
// @html <form id="prefs"><input type="checkbox" name="news" checked><input type="checkbox" name="sms"><input type="text" name="email" data-role="contact primary" disabled>
// @html <a href="https://example.com/docs.pdf" lang="en-US">Docs</a><a href="/local.html" lang="en">Home</a><a title="none">Plain</a></form>
// @html <ol id="steps"><li>one</li><li>two</li><li>three</li><li>four</li><li>five</li></ol><div id="box"><span>solo</span></div><p id="blank"></p>
const names = (sel) => Array.from(document.querySelectorAll(sel), (el) => el.name || el.textContent).join(',');
console.log(`checked: ${names('input[type="checkbox"]:checked')}`);
console.log(`unchecked: ${names('input[type=checkbox]:not(:checked)')}`);
console.log(`disabled: ${names(':disabled')} enabled: ${names('input:enabled')}`);
console.log(`has href: ${names('a[href]')} no href: ${names('a:not([href])')}`);
console.log(`starts https: ${names('a[href^="https:"]')} ends pdf: ${names('a[href$=".pdf"]')} contains local: ${names('a[href*=local]')}`);
console.log(`word: ${names('[data-role~="primary"]')} dash: ${names('[lang|=en]')} exact: ${names('[lang="en"]')}`);
console.log(`case flag: ${names('a[title="NONE" i]')} without: ${names('a[title="NONE"]')}`);
console.log(`first/last: ${names('#steps li:first-child')} ${names('#steps li:last-child')}`);
console.log(`odd: ${names('#steps li:nth-child(odd)')} even: ${names('#steps li:nth-child(even)')}`);
console.log(`2n+1: ${names('#steps li:nth-child(2n+1)')} -n+3: ${names('#steps li:nth-child(-n + 3)')} 4: ${names('#steps li:nth-child(4)')}`);
console.log(`nth-of-type: ${names('#prefs a:nth-of-type(2)')} last-of-type: ${names('#prefs input:last-of-type')}`);
console.log(`only-child: ${names('span:only-child')} empty: ${document.querySelectorAll('p:empty').length}`);
console.log(`root: ${document.querySelector(':root').tagName} star: ${document.querySelectorAll('#box *').length}`);
document.querySelector('[name=sms]').checked = true;
console.log(`after checking sms: ${names(':checked')}`);
console.log(`matches: ${document.querySelector('#steps li').matches(':first-child:not(:last-child)')}`);
