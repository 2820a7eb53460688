// @html <form id="f"><input name="a"></form><form id="g"></form><img src="x.png"><a href="/x">x</a><a>no</a>
console.log(document.forms.length, [...document.forms].map(f => f.id).join(), document.images.length, document.links.length, document.scripts.length);
document.body.appendChild(document.createElement("form"));
const forms = document.forms; console.log(forms.length, forms[0].id, forms.item(1).id);
